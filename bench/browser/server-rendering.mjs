// @ts-check
// Server rendering against client rendering (issue 32, Performance): Lighthouse mobile on the
// Next.js consumer (consumers/fixtures/next: the README's server recipe, which renders the first
// page on the server from `@coras/widgets/server`) and on the React consumer (react-vite: the same
// snippet rendered in the browser), both built from the same packed tarballs, page by page, in
// turns. Figures only: the bench reports the LCP ratio, it asserts nothing.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { loadavg } from 'node:os';
import { asHtml } from '@coras/tooling/html';
import { localCertificate } from '@coras/tooling/tls';
import { currentCommit } from '../readme.mjs';
import { median, medianRun } from './runs.mjs';

/**
 * `next start`'s own port, behind the HTTPS front (startNextConsumer); the bench sandbox is on
 * 4700, the consumer tests' Next server on 4640.
 */
const NEXT_PORT = 4660;

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * The Next.js consumer's production build (`next build`, made by prepareFixture) as a host runs
 * it: `next start`, which compresses its answers, behind a front over HTTPS with HTTP/2 like the
 * bench's static servers (Lighthouse simulates a phone's network from what it saw travel; over
 * HTTP/1.1 the client-rendered page's chunks would queue for six connections). The front streams
 * each answer as Next writes it.
 * @param {string} dir the fixture's folder
 * @returns {Promise<import('@coras/tooling/servers').Running>}
 */
export async function startNextConsumer(dir) {
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--port', String(NEXT_PORT), '--hostname', '127.0.0.1'],
    {
      cwd: dir,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        // The README's recipe names its JSON-LD's and canonical addresses on the site's configured origin.
        SITE_ORIGIN: 'https://shop.example',
        // The server component asks the bench's sandbox, whose certificate is a throwaway one
        // (@coras/tooling/tls), as the bench's Chromium does: accepted in this process only.
        NODE_TLS_REJECT_UNAUTHORIZED: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise((resolve, reject) => {
      let printed = '';
      // Next prints 'Ready in …' once it listens.
      child.stdout.on('data', (chunk) => {
        printed += String(chunk);
        if (/Ready in/.test(printed)) resolve(undefined);
      });
      child.once('exit', (code) => reject(new Error(`next start exited with ${code}:\n${printed}`)));
      setTimeout(
        () => reject(new Error(`next start did not listen within 60 s:\n${printed}`)),
        60_000,
      ).unref();
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const front = createSecureServer({ ...localCertificate(), allowHTTP1: true }, (request, response) => {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
    );
    headers.host = request.headers[':authority'] ?? request.headers.host;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: NEXT_PORT, method: request.method, path: request.url, headers },
      (answer) => {
        for (const name of HOP_BY_HOP) delete answer.headers[name];
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(/** @type {NodeJS.WritableStream} */ (/** @type {unknown} */ (response)));
      },
    );
    upstream.once('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`next start did not answer: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = front.address();
  return {
    url: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: async () => {
      await new Promise((resolve) => front.close(() => resolve(undefined)));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * @typedef {object} ComparedPage
 * @property {string} path the page's address on both consumers
 * @property {string} shows an element the page shows once rendered (the first card's heading, the
 *   attraction's): whether the server's HTML holds its text, as the client-rendered consumer shows
 *   it, says whether the page was rendered there
 */

/**
 * The text of `selector`'s first element once the page at `url` shows it.
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @param {string} selector
 */
async function shownText(context, url, selector) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    return (await page.locator(selector).first().textContent({ timeout: 60_000 })) ?? '';
  } finally {
    await page.close();
  }
}

/**
 * `runs` turns of a Lighthouse run on each consumer (client, then server: the machine's load weighs
 * on both alike): each side's median run, and the LCP ratio of the medians and of each turn.
 * @param {number} runs
 * @param {(side: 'server' | 'client') => Promise<import('./runs.mjs').AuditRun>} visit
 */
async function inTurns(runs, visit) {
  /** @type {import('./runs.mjs').AuditRun[]} */
  const server = [];
  /** @type {import('./runs.mjs').AuditRun[]} */
  const client = [];
  for (let run = 0; run < runs; run += 1) {
    client.push(await visit('client'));
    server.push(await visit('server'));
  }
  const ratio = (/** @type {number} */ of, /** @type {number} */ to) => Number((of / to).toFixed(2));
  return {
    server: medianRun(server),
    client: medianRun(client),
    lcpRatio: ratio(median(server.map((run) => run.lcpMs)), median(client.map((run) => run.lcpMs))),
    lcpRatios: server.map((run, turn) => ratio(run.lcpMs, client[turn]?.lcpMs ?? Number.NaN)),
  };
}

/**
 * @typedef {object} ServerRenderedPage
 * @property {string} path
 * @property {number} status the Next.js consumer's HTTP status for the address
 * @property {boolean} serverHtml whether its HTML, before any script, holds the page's text (the
 *   first card's name, the attraction's)
 * @property {ReturnType<typeof medianRun<import('./runs.mjs').AuditRun>>} [server] the Next.js
 *   consumer's runs (only when it answered 200)
 * @property {ReturnType<typeof medianRun<import('./runs.mjs').AuditRun>>} [client] the React
 *   consumer's, audited in turns with them
 * @property {number} [lcpRatio] the server's median LCP over the client's
 * @property {number[]} [lcpRatios] each turn's pair, server over client
 * @property {AppliedComparison} [applied] the same comparison with the phone's network and CPU
 *   applied while the page loads
 */

/**
 * @typedef {object} AppliedComparison
 * @property {ReturnType<typeof medianRun<import('./runs.mjs').AuditRun>>} server
 * @property {ReturnType<typeof medianRun<import('./runs.mjs').AuditRun>>} client
 * @property {number} lcpRatio
 * @property {number[]} lcpRatios
 */

/**
 * Lighthouse on each page of both consumers, in turns (client, server, client, …: the machine's
 * load weighs on both alike), `runs` times each. A page the Next.js consumer does not answer with
 * 200 is not audited; its status is reported.
 * Then `appliedRuns` turns of the same with throttling applied while the page loads (Lighthouse's
 * `devtools` method). Lighthouse's default simulation estimates the phone's LCP from a load on this
 * machine, and takes every script that ran before that load's paint as needed for it: Next.js's
 * scripts, which arrive with the stylesheet here, often run before the first frame is shown, so
 * the estimate then waits for all of them. The applied runs show what the phone's load does.
 * @param {object} options
 * @param {(url: string, throttling: 'simulate' | 'devtools') => Promise<import('./runs.mjs').AuditRun>} options.firstVisit
 *   one Lighthouse run of a page as a first visit
 * @param {import('playwright').BrowserContext} options.context reads the pages' texts
 * @param {{ server: string; client: string }} options.origins the Next.js and React consumers
 * @param {Record<'landing' | 'details', ComparedPage>} options.pages
 * @param {number} options.runs at least 3 (issue 32)
 * @param {number} options.appliedRuns at least 3
 */
export async function compareServerRendering({ firstVisit, context, origins, pages, runs, appliedRuns }) {
  /** @type {Partial<Record<'landing' | 'details', ServerRenderedPage>>} */
  const compared = {};
  for (const [name, page] of /** @type {Array<['landing' | 'details', ComparedPage]>} */ (
    Object.entries(pages)
  )) {
    const answer = await context.request.get(`${origins.server}${page.path}`);
    const status = answer.status();
    const text = await shownText(context, `${origins.client}${page.path}`, page.shows);
    const serverHtml = status === 200 && text !== '' && (await answer.text()).includes(asHtml(text));
    if (status !== 200) {
      compared[name] = { path: page.path, status, serverHtml };
      continue;
    }
    const simulated = await inTurns(runs, (side) => firstVisit(`${origins[side]}${page.path}`, 'simulate'));
    const applied = await inTurns(appliedRuns, (side) =>
      firstVisit(`${origins[side]}${page.path}`, 'devtools'),
    );
    compared[name] = { path: page.path, status, serverHtml, ...simulated, applied };
  }
  return {
    measuredAt: new Date().toISOString(),
    commit: currentCommit(),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    ...compared,
  };
}
