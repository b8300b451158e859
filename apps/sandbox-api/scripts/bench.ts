import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

// `pnpm bench`: starts the sandbox as `pnpm start` does (its own process, on 127.0.0.1), measures
// three calls with autocannon — at the 200 requests per second the browser suites lean on, then
// flat out — and writes the figures into the README between the bench markers.

const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BAR_P99_MS = 25;
const README = new URL('../README.md', import.meta.url);

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(chunk.toString());
      if (found?.[1]) resolve(found[1]);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

interface Target {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Row {
  name: string;
  rateP50: number;
  rateP99: number;
  maxRps: number;
  maxP99: number;
  failures: number;
}

async function measure(base: string, target: Target): Promise<Row> {
  const request = {
    url: `${base}${target.path}`,
    ...(target.method ? { method: target.method } : {}),
    headers: { 'Coras-Distributor': 'bench', ...target.headers },
    ...(target.body ? { body: target.body } : {}),
  };
  // Warm up: the first calls compile the contract validators.
  await autocannon({ ...request, connections: 4, amount: 200 });
  const paced = await autocannon({ ...request, connections: 10, overallRate: RATE, duration: SECONDS });
  const flat = await autocannon({ ...request, connections: 10, duration: SECONDS });
  return {
    name: target.name,
    rateP50: paced.latency.p50,
    rateP99: paced.latency.p99,
    maxRps: Math.round(flat.requests.average),
    maxP99: flat.latency.p99,
    failures: paced.errors + paced.non2xx + flat.errors + flat.non2xx,
  };
}

const loadBefore = loadavg()[0] ?? 0;
const server = await startServer();
try {
  const opened = await fetch(`${server.url}/v2/booking-session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Coras-Distributor': 'bench' },
    body: JSON.stringify({ language: 'en' }),
  });
  const { session_id: session } = (await opened.json()) as { session_id: string };
  const fixtures = (await (await fetch(`${server.url}/sandbox/fixtures`)).json()) as {
    today: string;
    attractions: Record<string, string>;
  };
  const tomorrow = new Date(Date.parse(`${fixtures.today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const targets: Target[] = [
    { name: 'GET /v2/landing', path: '/v2/landing?country=ireland&currency=EUR&language_code=en' },
    { name: 'GET /v2/locations/search', path: '/v2/locations/search?query=dub&language_code=en' },
    {
      name: 'POST /v2/availability/check',
      path: '/v2/availability/check?language_code=en',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Booking-Session': session },
      body: JSON.stringify({
        currency: 'EUR',
        language_code: 'en',
        attraction_id: fixtures.attractions.dublinWalkingTour,
        date: tomorrow,
        tickets: [{ price_type_id: 'adult', number_of_tickets: 2 }],
      }),
    },
  ];
  const rows: Row[] = [];
  for (const target of targets) {
    const row = await measure(server.url, target);
    rows.push(row);
    console.log(
      `${row.name}: at ${RATE} req/s p50 ${row.rateP50} ms, p99 ${row.rateP99} ms; flat out ${row.maxRps} req/s, p99 ${row.maxP99} ms; failures ${row.failures}`,
    );
  }
  const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
  const machine = `${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.versions.node}, ${load}`;
  const table = [
    `Measured by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}; ${SECONDS} s per run, 10 connections, validation on).`,
    '',
    `| Call | p50 at ${RATE} req/s | p99 at ${RATE} req/s | Flat out | p99 flat out |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.name}\` | ${row.rateP50} ms | ${row.rateP99} ms | ${row.maxRps} req/s | ${row.maxP99} ms |`,
    ),
    '',
    `The bar: p99 under ${BAR_P99_MS} ms at ${RATE} req/s — ${rows.every((row) => row.rateP99 < BAR_P99_MS) ? 'met by every call' : 'NOT met'}.`,
  ].join('\n');
  const readme = readFileSync(README, 'utf8');
  const updated = readme.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
  );
  if (updated === readme && !readme.includes(table))
    throw new Error('README.md has no <!-- bench:start --> … <!-- bench:end --> markers');
  writeFileSync(README, updated);
  console.log('\nWrote the figures to README.md');
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  server.stop();
}
