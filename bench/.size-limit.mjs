// @ts-check
// Size budgets of what an integrator's visitors download, measured on the consumer fixtures built
// from the packed tarballs (size/consumer.mjs; `node size/prepare.mjs` builds them first). Each
// entry is a set of emitted files, gzipped as they are (no re-bundling). The packages' own entries
// (api-client, booking-core, ui) are budgeted in their package.json.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WORK_DIR } from '@coras/consumers/fixtures';
import { distDir, elementFirstLoad, routes } from './size/consumer.mjs';

const { landing, host, details, payment, checkout, locales, checkoutLocales } = routes();
const elementFiles = await elementFirstLoad();
const files = (/** @type {string[]} */ names) => names.map((name) => join(distDir, name));
const tarball = (/** @type {string} */ name) =>
  join(
    WORK_DIR,
    'tarballs',
    readdirSync(join(WORK_DIR, 'tarballs')).find((file) => file.startsWith(`coras-${name}-`)) ?? '',
  );

/**
 * Issue 17's budgets were the landing's first load at most 100 KB with React and react-dom, 40 KB
 * without. It was 112.2 and 44.8 once the packages kept their modules (137 before): the widgets'
 * own state store (jotai, −2.8) and API cache (SWR, −4.8), the chrome loaded after the first cards
 * (navbar, footer, picker, filter bar, −3.8), and modules split where the first load used a part
 * of them (−2.3) brought it to 98.4 and 30.6.
 */
export default [
  // Issue 30 item 6: the landing's budget is what a React host pays on top of the React and
  // react-dom it already ships — our JavaScript before the first cards, SWR and jotai included, on
  // the consumer Vite build of the README's snippet. It replaced "≤ 100 KB incl. React", 68 % of
  // which was React itself; the figure with React is in the README's table as information
  // (size/figures.mjs), and what a host without React pays is the web-component bundle's row.
  // Vite's modulepreload polyfill (~0.4 kB), which Vite puts in every app's entry, with us or
  // without, is the host's as React is: it was counted as ours until issue 32's server rendering.
  {
    name: 'landing first load, our JS on top of React and react-dom (the budget)',
    path: files(landing.filter((name) => !host.includes(name))),
    limit: '40 KB',
    gzip: true,
  },
  // What left the landing's first load but the details page uses (the kit's icons, the stand-ins'
  // hooks, chips; ~2.9 kB) now comes with its chunks: moved, not grown.
  {
    name: 'details route chunks (added to the landing load)',
    path: files(details),
    limit: '55.5 KB',
    gzip: true,
  },
  // The payment route: 7.43 kB, then 7.52 with the checkout's empty-basket view (its three English
  // texts ride in the checkout's catalogue, which the route loads for its first paint) and the way
  // back to the landing it offers.
  // Then 7.60: the checkout's requests are each an SWR key and fetcher (issue 30 item 2).
  // Then 7.98 (issue 28 item 1, payments fail closed): the English texts of 'Card payment is not
  // available' and 'Test mode: no real payment' in the checkout's catalogue, and the page's choice
  // of provider with the lazy import of the sandbox's card stand-in, which left the checkout's chunk.
  // Then 8.4 (issue 30 item 1): the checkout's texts are the checkout's, a chunk per locale loaded
  // beside it (rows below), so the route holds their loader (its table of imports and the hook that
  // waits for them), while every widgets locale chunk sheds them (about −2 kB each).
  // Then 8.73 (issue 31): the basket's load hook and its revalidation settings, which the
  // landing's first load carried for the provider's use of the basket's cache key alone, left it
  // (−0.21 kB there) for the chunks of the pages that show the basket: moved, not grown.
  { name: 'payment route chunks (before the checkout)', path: files(payment), limit: '8.8 KB', gzip: true },
  // Likewise the checkout's: the text fields, popovers and icons that left the landing (~1.7 kB);
  // then issue 20's payment safety (two tabs following one payment, the session-ended view, the
  // card form's retries and deadlines, a cancelled payment spent) and basket points: 60.6 kB; then
  // Radix's Slot, which left the landing's first load (the Button merges its child's props itself)
  // for the chunks whose popovers, chips and dialogs use it: 61.9 kB. Then 63.3 kB: the checkout
  // reads its requests' keys and fetchers from the module the payment page starts them with, so the
  // payment page's own chunk (1.9 kB, downloaded before the checkout) is counted here too; its SWR
  // hooks weigh no more than the promises they replaced.
  // Then 65.2 kB: issue 28's one order, one conversion (the order claimed once across the visitor's
  // tabs with Web Locks and a storage guard, the follower that polls and checks on focus) and the
  // 401 texts that say what is known.
  // Then 65.6 kB (issue 31): the basket's load hook, as on the payment route's row.
  { name: 'checkout chunks loaded by the payment page', path: files(checkout), limit: '65.7 KB', gzip: true },
  // Issue 31: the element bundle as a visitor's browser receives it, not its entry alone: the
  // entry and every file it imports statically, which the browser fetches before the element runs
  // (size/check-element.mjs holds their number to at most 6). Once 50 files, 146.7 kB (the entry
  // alone 95 kB, what the budget of 150 kB counted); one file since the bundle's build puts every
  // module of the first load in the entry and minifies it whole: 117.1 kB, of which React and
  // react-dom ~60 and the style sheet's text ~12 (every rule the elements can render). Then 109.6:
  // each style module's rules come with it (the bundle's build), so the entry carries those of the
  // first load's modules (~19 kB of CSS text) and the lazy chunks their own — the 110 kB.
  // In the browser the first cards also waited for the first calls' response checks, two chunks
  // (1.1 kB) the client asks for as it is made: 111.0 kB in 3 files. Then 109.9 kB in 1 file: the
  // checks ride in the entry (0.7 kB; the bundle's build fails if they leave it, so this row counts
  // what the browser fetches before the first cards), React's licence headers moved to
  // THIRD-PARTY-NOTICES.txt beside the bundle (−0.46), and the location picker's dropdown styles and
  // the basket's load hook left the first load for the chunks that use them (−0.27).
  {
    name: `web-component first load: coras-elements.js and its static imports, ${elementFiles.length} file${elementFiles.length === 1 ? '' : 's'} (React included)`,
    path: elementFiles,
    limit: '110 KB',
    gzip: true,
  },
  ...locales.map(({ locale, files: names }) => ({
    name: `locale chunks ${locale} (messages and date-fns locale)`,
    path: files(names),
    limit: '12 KB',
    gzip: true,
  })),
  // What a visitor of the locale downloads on top of the payment route (which holds the English).
  ...checkoutLocales.map(({ locale, files: names }) => ({
    name: `checkout's texts ${locale} (loaded by the payment page beside the checkout)`,
    path: files(names.filter((name) => !payment.includes(name))),
    limit: '5 KB',
    gzip: true,
  })),
  {
    name: '@coras/widgets tarball, as published',
    path: tarball('widgets'),
    limit: '1 MB',
    gzip: false,
    brotli: false,
  },
];
