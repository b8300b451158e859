// @ts-check
// Gate (issue 9): the checkout never rides in the landing page's first load. Fails when a file of
// the landing's static-import closure holds the checkout's code (its English messages, spread into
// the widget's catalogue, are the one allowed part) or Stripe. Prints what the first load is made
// of, package by package, so a growing budget can be traced.
import { gzipSize, routes } from './chunks.mjs';

const { chunks, landing, react, checkout } = routes();
const landingChunks = chunks.filter((chunk) => landing.includes(chunk.fileName));

const forbidden = landingChunks.flatMap((chunk) =>
  Object.keys(chunk.modules)
    .filter(
      (id) =>
        (/[\\/]packages[\\/]checkout[\\/]src[\\/]/.test(id) &&
          !/[\\/]checkout[\\/]src[\\/]messages\.ts$/.test(id)) ||
        /[\\/]node_modules[\\/]@stripe[\\/]/.test(id),
    )
    .map((id) => `${chunk.fileName}: ${id}`),
);
const shared = checkout.filter((name) => landing.includes(name));

/** Rendered (pre-minification) length of the landing's modules, grouped by package. */
const groups = new Map();
for (const chunk of landingChunks) {
  for (const [id, length] of Object.entries(chunk.modules)) {
    const dependency =
      /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
    const own = /[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]([^\\/]+)/.exec(id);
    const key = dependency?.[1] ?? (own ? `@coras/${own[1]} ${own[2]}` : id);
    groups.set(key, (groups.get(key) ?? 0) + length);
  }
}
// kB of 1000 bytes, as size-limit reports them.
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const total = landing.reduce((sum, name) => sum + gzipSize(name), 0);
const withoutReact = landing
  .filter((name) => !react.includes(name))
  .reduce((sum, name) => sum + gzipSize(name), 0);
console.log(
  `Landing first load: ${landing.length} files, ${kb(total)} gzip (${kb(withoutReact)} without React)`,
);
console.log('Largest parts (rendered source before minification):');
for (const [key, length] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`  ${kb(length).padStart(9)}  ${key}`);
}
if (forbidden.length > 0 || shared.length > 0) {
  console.error('\n✖ The checkout is in the landing first load:');
  for (const line of [...forbidden, ...shared.map((name) => `shared chunk ${name}`)])
    console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log('\n✔ No checkout code in the landing first load.');
}
