import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import autocannon from 'autocannon';

// The soak of issue 20 item 11, shared by the reliability suite (a short one) and `pnpm soak` (60 s):
// the sandbox runs as `pnpm start` runs it, in its own process, while autocannon posts booking
// sessions (each with its own Idempotency-Key); then the sandbox clock moves past every retention
// and the sandbox idles until it reports that it reclaimed its memory with nothing kept. The
// resident set is read from /proc/<pid>/status, as the system sees it, once that report has come:
// the sandbox reports a reclaim an interval after its collections, when V8's helper threads have
// given the emptied pages back (read as the collections returned, it was up to 17 MB higher).

/** The resident set of the sandbox process, in MB. */
export interface SoakResult {
  requests: number;
  /** Answers other than 2xx, and connection errors. */
  failed: number;
  /** At rest after a warm-up, right after the load, and after the idle reclaim. */
  startMb: number;
  peakMb: number;
  endMb: number;
}

type Sandbox = ChildProcessByStdio<null, Readable, null>;

const residentMb = (pid: number) => {
  const found = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!found?.[1]) throw new Error(`No VmRSS for process ${pid}`);
  return Number(found[1]) / 1024;
};

/** `waitFor(pattern)` resolves with the first line of the sandbox's output that `pattern` matches from then on. */
function outputOf(child: Sandbox) {
  const lines = createInterface({ input: child.stdout });
  return (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`The sandbox exited with ${code}`));
      const read = (line: string) => {
        const found = pattern.exec(line);
        if (!found) return;
        lines.off('line', read);
        child.off('exit', exited);
        resolve(found);
      };
      child.once('exit', exited);
      lines.on('line', read);
    });
}

type WaitFor = ReturnType<typeof outputOf>;

/** The reclaim the sandbox reports once it idles with every session and key forgotten. */
const RECLAIMED_ALL = /Memory reclaimed after idle: .*\(0 sessions, 0 idempotency keys kept\)/;

async function postSessions(url: string, limit: { amount: number } | { duration: number }) {
  const result = await autocannon({
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
  });
  return { total: result.requests.total, failed: result.non2xx + result.errors };
}

/** Moves the sandbox clock past every retention (sessions 20 min, keys 24 h) and waits for the idle reclaim. */
async function forgetAndIdle(waitFor: WaitFor, url: string) {
  const reclaimed = waitFor(RECLAIMED_ALL);
  const moved = await fetch(`${url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: 25 * 60 * 60_000 }),
  });
  if (!moved.ok) throw new Error(`Could not move the sandbox clock: ${moved.status}`);
  await reclaimed;
}

/** Runs one soak: `load` is a number of session POSTs (`amount`) or seconds of them (`duration`). */
export async function soakSessions(load: { amount: number } | { duration: number }): Promise<SoakResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const waitFor = outputOf(child);
  const pid = child.pid ?? Number.NaN;
  try {
    const [, url = ''] = await waitFor(/listening on (http:\/\/[\d.]+:\d+)/);
    // Warm up (compiled validators, JIT) and settle, so the start is the sandbox at rest.
    await postSessions(url, { amount: 3000 });
    await forgetAndIdle(waitFor, url);
    const startMb = residentMb(pid);
    const { total, failed } = await postSessions(url, load);
    const peakMb = residentMb(pid);
    await forgetAndIdle(waitFor, url);
    return { requests: total, failed, startMb, peakMb, endMb: residentMb(pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
