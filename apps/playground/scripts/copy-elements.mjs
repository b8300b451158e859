// Copies the self-registering custom-element bundle of @coras/widgets into public/elements, so
// /embed.html loads it exactly as a third-party site would: one <script type="module">.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const widgets = dirname(createRequire(import.meta.url).resolve('@coras/widgets/package.json'));
const source = join(widgets, 'dist', 'bundle');
if (!existsSync(join(source, 'coras-elements.js'))) {
  console.error('The custom-element bundle is missing: run `pnpm --filter @coras/widgets build` first.');
  process.exit(1);
}
const target = new URL('../public/elements', import.meta.url).pathname;
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
console.log(`Copied the custom-element bundle to ${target}`);
