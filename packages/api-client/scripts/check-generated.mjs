// Fails when src/generated/coras-v2.ts is not what openapi-typescript makes of the document today:
// the types must never drift from openapi/coras-v2.yaml. Fix with `pnpm --filter @coras/api-client generate`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'coras-types-'));
const fresh = join(dir, 'coras-v2.ts');
try {
  execFileSync('openapi-typescript', ['openapi/coras-v2.yaml', '--output', fresh], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const committed = readFileSync('src/generated/coras-v2.ts', 'utf8');
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error(
      'src/generated/coras-v2.ts is stale: openapi/coras-v2.yaml changed without regenerating the types.\n' +
        'Run `pnpm --filter @coras/api-client generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Generated API types match openapi/coras-v2.yaml.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
