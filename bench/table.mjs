// @ts-check
// The README's Benchmarks table, from bench/results.json's figures.

const kB = (/** @type {number | undefined} */ bytes) =>
  bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`;
const mark = (/** @type {boolean} */ ok) => (ok ? '✔' : '✖');

/**
 * @typedef {{ name: string, bytes?: number, limitBytes?: number, passed: boolean }} SizeFigure
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseFigures
 * @typedef {{ interactions: number, longestInteractionMs: number, longestFrameMs: number }} RenderFigures
 * @typedef {{
 *   measuredAt: string,
 *   machine: { cpus: number, loadAverage: number[] },
 *   sizes: SizeFigure[],
 *   checkoutOutOfLanding: boolean,
 *   lighthouse: Record<'landing' | 'details' | 'payment', LighthouseFigures> & { paymentWithReservation?: boolean },
 *   requests: { total: number, duplicates: string[], calls: string[] },
 *   render: { cards: number, sort: RenderFigures, filter: RenderFigures, typing: RenderFigures },
 * }} BenchResults
 */

/**
 * @param {BenchResults} results the object bench/run.mjs writes to bench/results.json
 * @returns {string} Markdown
 */
export function renderTable(results) {
  const lines = [
    `Measured by \`pnpm bench\` on ${results.measuredAt.slice(0, 10)} (${results.machine.cpus} cores, load ${results.machine.loadAverage[0]}); the figures of every run are in \`bench/results.json\`. Sizes are gzip of minified JS (1 kB = 1000 B); the landing figures come from an integrator's Vite build of \`BookingApp\` (\`bench/fixture\`).`,
    '',
    '| Budget (size-limit) | Size | Limit | |',
    '| --- | ---: | ---: | :-: |',
    ...results.sizes.map(
      (entry) => `| ${entry.name} | ${kB(entry.bytes)} | ${kB(entry.limitBytes)} | ${mark(entry.passed)} |`,
    ),
    `| Checkout code in the landing first load | ${results.checkoutOutOfLanding ? 'none' : 'present'} | none | ${mark(results.checkoutOutOfLanding)} |`,
    '',
    '| Lighthouse (mobile, simulated throttling) | Performance | Accessibility | Best practices | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    .../** @type {const} */ (['landing', 'details', 'payment']).map((name) => {
      const run = results.lighthouse[name];
      const label =
        name === 'payment' && !results.lighthouse.paymentWithReservation ? 'payment (empty basket)' : name;
      return `| ${label} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.lcpMs} ms | ${run.tbtMs} ms | ${run.cls} |`;
    }),
    '| target | ≥ 95 | 100 | | | | ≤ 0.02 |',
    '',
    `API requests during the landing load: **${results.requests.total}**, duplicates: **${results.requests.duplicates.length}** (${results.requests.calls.map((/** @type {string} */ call) => `\`${call.replace(/\?.*/, '')}\``).join(', ')}).`,
    '',
    `| Render benchmark (${results.render.cards} cards on the page, 200 in one section; INP-style) | Longest interaction | Longest frame |`,
    '| --- | ---: | ---: |',
    .../** @type {Array<[string, RenderFigures]>} */ ([
      ['Re-sort (Sort by → second option)', results.render.sort],
      ['Filter (Filters → a duration → Apply filters)', results.render.filter],
      ["Typing 'Dublin' in the location picker", results.render.typing],
    ]).map(
      ([label, figures]) =>
        `| ${label} | ${figures.longestInteractionMs} ms | ${figures.longestFrameMs} ms |`,
    ),
    '| target | < 100 ms | |',
  ];
  return lines.join('\n');
}
