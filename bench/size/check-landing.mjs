// @ts-check
// Gate: the checkout never rides in the landing page's first load. Fails when a file of the
// landing's static-import closure (the consumer build, size/consumer.mjs) holds the checkout's code
// (its English messages, spread into the widget's catalogue, and the texts it shares with the shell,
// are the allowed parts) or Stripe.
// Prints what the first load is made of, package by package, so a growing budget can be traced.
import { join } from 'node:path';
import { distDir, gzipSize, routes } from './consumer.mjs';

const { chunks, landing, host, checkout } = routes();
const landingChunks = chunks.filter((chunk) => landing.includes(chunk.fileName));

const forbidden = landingChunks.flatMap((chunk) =>
  Object.keys(chunk.modules)
    .filter(
      (id) =>
        (/[\\/]@coras[\\/]checkout[\\/]dist[\\/]/.test(id) &&
          !/[\\/]checkout[\\/]dist[\\/](messages|commonMessages)\.js$/.test(id)) ||
        /[\\/]node_modules[\\/]@stripe[\\/]/.test(id),
    )
    .map((id) => `${chunk.fileName}: ${id}`),
);
const shared = checkout.filter((name) => landing.includes(name));

/** Rendered (pre-minification) length of the landing's modules, by package (ours: by folder). */
const groups = new Map();
for (const chunk of landingChunks) {
  for (const [id, length] of Object.entries(chunk.modules)) {
    const ours = /@coras[\\/]([^\\/]+)[\\/]dist[\\/]([^\\/]+)/.exec(id);
    const dependency = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
    const key = ours ? `@coras/${ours[1]} ${ours[2]}` : (dependency?.[1] ?? id);
    groups.set(key, (groups.get(key) ?? 0) + length);
  }
}
// kB of 1000 bytes, as size-limit reports them.
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const size = (/** @type {string[]} */ names) =>
  names.reduce((sum, name) => sum + gzipSize(join(distDir, name)), 0);
console.log(
  `Landing first load (React apart): ${landing.length} files, ${kb(size(landing))} gzip (${kb(size(landing.filter((name) => !host.includes(name))))} without React and Vite's modulepreload polyfill)`,
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
