import { soakSessions } from '../test/soak.test-utils';

// `pnpm --filter @coras/sandbox-api soak`: issue 20 item 11's soak in full. The sandbox runs as
// `pnpm start` runs it, in its own process; autocannon posts booking sessions (each with its own
// Idempotency-Key) flat out for SOAK_SECONDS (60); the sandbox clock then moves past every
// retention and the sandbox idles until it reports that it reclaimed its memory with every
// session and key forgotten. Fails unless its resident set (/proc/<pid>/status) ends within 10%
// of its start. The reliability suite runs a short one (20,000 POSTs) in CI.

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const TOLERANCE = 0.1;

const { requests, failed, startMb, peakMb, endMb } = await soakSessions({ duration: SECONDS });
const mb = (value: number) => `${value.toFixed(0)} MB`;
const change = ((endMb / startMb - 1) * 100).toFixed(1);
console.log(
  `${requests} session POSTs in ${SECONDS} s (${failed} failed). Resident set of the sandbox: ` +
    `${mb(startMb)} at rest, ${mb(peakMb)} after the load, ${mb(endMb)} after idle (${change}%).`,
);
if (failed > 0 || endMb > startMb * (1 + TOLERANCE)) {
  console.error(
    `Soak failed: every POST must succeed and the resident set end within ${TOLERANCE * 100}% of its start.`,
  );
  process.exitCode = 1;
}
