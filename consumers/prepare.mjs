// @ts-check
// `pnpm --filter @coras/consumers prepare:fixtures` (and the first half of its test:e2e): packs the
// built packages and installs, type-checks and builds every consumer fixture from the tarballs, in
// a folder outside the workspace (lib/fixtures.mjs). Needs `pnpm build` first.
import { FIXTURES, packPackages, prepareFixture, SANDBOX_URL, WORK_DIR } from './lib/fixtures.mjs';

const started = Date.now();
console.log(`▶ Packing the packages into ${WORK_DIR}/tarballs`);
const tarballs = packPackages();
console.log(`▶ Preparing the consumer fixtures (API: ${SANDBOX_URL})`);
for (const name of FIXTURES) prepareFixture(name, tarballs, { api: SANDBOX_URL });
console.log(`✔ Fixtures ready in ${Math.round((Date.now() - started) / 1000)} s`);
