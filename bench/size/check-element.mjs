// @ts-check
// Gate (issue 31): the element bundle's first load — coras-elements.js and every file it imports
// statically, which a browser fetches before the element can run — is at most MAX_FILES files.
// Over HTTP/1.1 a browser opens six connections to a host; each file past them waits a round trip.
// Its bytes are budgeted in .size-limit.mjs. Prints the files with their gzip size.
import { basename } from 'node:path';
import { elementFirstLoad, gzipSize } from './consumer.mjs';

const MAX_FILES = 6;

const files = await elementFirstLoad();
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`Element first load: ${files.length} file${files.length === 1 ? '' : 's'}, ${kb(total)} gzip`);
for (const file of files) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${basename(file)}`);
if (files.length > MAX_FILES) {
  console.error(`\n✖ The element's first load is ${files.length} files; at most ${MAX_FILES}.`);
  process.exitCode = 1;
} else console.log(`\n✔ At most ${MAX_FILES} files before the element runs.`);
