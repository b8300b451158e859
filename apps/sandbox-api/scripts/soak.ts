import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { optionsFromEnv } from '../src/config';
import { startSandboxServer } from '../src/node';

// `pnpm --filter @coras/sandbox-api soak`: serves the sandbox as `pnpm start` does (this process,
// on 127.0.0.1) while autocannon, in a process of its own, posts booking sessions — each with its
// own Idempotency-Key — flat out for SOAK_SECONDS (60). Then the sandbox clock moves past every
// retention (sessions 20 min, keys 24 h), the process idles, and the soak fails unless every
// session and key is gone and the retained memory (heap and external, after a full collection)
// ends within 10% of where it started: nothing the sandbox keeps grows for good.
//
// Run with `--expose-gc` (the package script does): Node collects no garbage while idle, so a full
// collection before each measure tells what is retained from what is merely not collected yet.
// The resident set is printed too, but it is not the measure: on Node 20 it stays near its peak
// after the load even when the heap is back where it started (V8 and the allocator keep the pages).

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const IDLE_MS = Number(process.env.SOAK_IDLE_MS ?? 5000);
const TOLERANCE = 0.1;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('Run the soak with node --expose-gc (pnpm soak does).');

/** The process's memory after a full collection, in MB: what it retains, and what it holds from the OS. */
const measure = () => {
  collect();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { retained: (heapUsed + external) / 1024 / 1024, rss: rss / 1024 / 1024 };
};

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/** Runs autocannon in its own process, so the load does not share this process's CPU or heap. */
async function load(url: string, limit: { amount: number } | { duration: number }) {
  const options = {
    url: `${url}/v2/booking-session`,
    connections: 10,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Coras-Distributor': 'soak',
      'Idempotency-Key': 'soak-[<id>]',
    },
    body: '{"language":"en"}',
    idReplacement: true,
    ...limit,
  };
  const script = `const { default: autocannon } = await import(${JSON.stringify(autocannonPath)});
const result = await autocannon(${JSON.stringify(options)});
process.stdout.write(JSON.stringify({ total: result.requests.total, failed: result.non2xx + result.errors }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as { total: number; failed: number };
}

const server = await startSandboxServer({
  ...optionsFromEnv(),
  port: 0,
  hostname: '127.0.0.1',
  logger: { warn: () => undefined, error: (message: string) => console.error(message) },
});
try {
  // Warm up (compiled validators, JIT), so the start measures the sandbox at rest, not cold.
  await load(server.url, { amount: 5000 });
  await fetch(`${server.url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: 25 * 60 * 60_000 }),
  });
  await fetch(`${server.url}/sandbox/clock`);
  const start = measure();
  const result = await load(server.url, { duration: SECONDS });
  const peak = measure();
  const kept = server.sandbox.state.idempotency.size();
  const moved = await fetch(`${server.url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: 25 * 60 * 60_000 }),
  });
  if (!moved.ok) throw new Error(`Could not move the sandbox clock: ${moved.status}`);
  // Idle, with a request now and then as a quiet site would have (each one sweeps).
  for (let waited = 0; waited < IDLE_MS; waited += 1000) {
    await fetch(`${server.url}/sandbox/clock`);
    await sleep(1000);
  }
  const end = measure();
  const ratio = end.retained / start.retained;
  const failures = result.failed;
  const left = server.sandbox.state.sessions.size() + server.sandbox.state.idempotency.size();
  const mb = (value: number) => `${value.toFixed(1)} MB`;
  console.log(
    `${result.total} session POSTs in ${SECONDS} s (${failures} failed); ${kept} keys kept at the end of the load, ${left} sessions and keys after the clock moved.\n` +
      `Retained (heap + external after a full GC): ${mb(start.retained)} at start, ${mb(peak.retained)} after the load, ${mb(end.retained)} after idle (${((ratio - 1) * 100).toFixed(1)}%).\n` +
      `Resident set: ${mb(start.rss)}, ${mb(peak.rss)}, ${mb(end.rss)} (V8 and the allocator keep freed pages for reuse; not the measure).`,
  );
  if (failures > 0 || left > 0 || ratio > 1 + TOLERANCE) {
    console.error(
      `Soak failed: everything must be evicted and the retained memory end within ${TOLERANCE * 100}% of its start.`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
