// @ts-check
// The README's Benchmarks section, from bench/results.json's figures.

const kB = (/** @type {number | undefined} */ bytes) =>
  bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`;
const mark = (/** @type {boolean} */ ok) => (ok ? '✔' : '✖');

/** '; the median run of 5, with the range' when there were several runs. */
const ofRuns = (/** @type {unknown[] | undefined} */ runs, /** @type {string} */ what) =>
  runs && runs.length > 1 ? `; ${what} of ${runs.length}, with the range` : '';

/** `value`, and the range of `all` after it when the runs differ: `93 (91–94)`. */
const withRange = (/** @type {number} */ value, /** @type {number[] | undefined} */ all, unit = '') => {
  if (!all || all.length < 2) return `${value}${unit}`;
  const low = Math.min(...all);
  const high = Math.max(...all);
  return low === high ? `${value}${unit}` : `${value}${unit} (${low}–${high})`;
};

/**
 * @typedef {{ name: string, bytes?: number, limitBytes?: number, passed: boolean }} SizeFigure
 * @typedef {{ performance: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseRun
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, lcpMs: number, tbtMs: number, cls: number, runs?: LighthouseRun[] }} LighthouseFigures
 * @typedef {{ interactions: number, longestInteractionMs: number, longestFrameMs: number }} RenderFigures
 * @typedef {{ firstCardMs: number, beforeFirstCards: { files: number, bytes: number }, byNetworkIdle: { files: number, bytes: number } }} PageScripts
 * @typedef {{
 *   measuredAt: string,
 *   commit?: string,
 *   machine: { cpus: number, loadAverage: number[] },
 *   sizes: SizeFigure[],
 *   checkoutOutOfLanding: boolean,
 *   packages?: Array<{ name: string, packed: number, unpacked: number, files: number }>,
 *   styleSheets?: Array<{ name: string, bytes: number }>,
 *   scripts?: PageScripts,
 *   elementScripts?: Record<'http2' | 'http1', PageScripts>,
 *   lighthouse: Record<'landing' | 'details' | 'payment', LighthouseFigures> & { element?: LighthouseFigures, paymentWithReservation?: boolean },
 *   requests: { total: number, duplicates: string[], calls: string[] },
 *   render: { cards: number, sort: RenderFigures, filter: RenderFigures, typing: RenderFigures, runs?: Array<Record<'sort' | 'filter' | 'typing', RenderFigures>> },
 * }} BenchResults
 */

/**
 * @param {BenchResults} results the object bench/run.mjs writes to bench/results.json
 * @returns {string} Markdown
 */
export function renderTable(results) {
  const lines = [
    `Size figures (budgets, tarballs, style sheets): this README's commit, written by \`pnpm bench:sizes\`; CI's \`check:size\` fails when the build's differ. Browser figures (landing scripts, Lighthouse, API requests, render): \`pnpm bench\` on ${results.measuredAt.slice(0, 10)} at commit ${results.commit ?? '(not recorded)'} (${results.machine.cpus} cores, load ${results.machine.loadAverage[0]}); the figures of every run are in \`bench/results.json\`. Sizes are gzip (level 9) of what a visitor downloads (1 kB = 1000 B), measured on the consumer fixtures: the README's React snippet in a Vite app with Vite's defaults and the README's web-component page, with the packages installed from their packed tarballs (\`consumers/\`). The React-apart figures come from the same app built once more with React in a chunk of its own. The packages' own budgets (api-client, booking-core, ui) are measured on their \`dist\`; the render benchmark runs on the workspace's render page (\`bench/fixture\`, built from sources).`,
    '',
    ...(results.scripts
      ? [
          '| Landing scripts as a visitor’s browser downloads them (gzip of every JavaScript response, React and react-dom included; information, the budget is the size-limit row without React) | Files | Size | |',
          '| --- | ---: | ---: | ---: |',
          `| before the first cards show (at ${results.scripts.firstCardMs} ms, unthrottled) | ${results.scripts.beforeFirstCards.files} | ${kB(results.scripts.beforeFirstCards.bytes)} | |`,
          `| by network idle | ${results.scripts.byNetworkIdle.files} | ${kB(results.scripts.byNetworkIdle.bytes)} | |`,
          ...(results.elementScripts
            ? /** @type {const} */ ([
                ['http2', 'HTTP/2'],
                ['http1', 'HTTP/1.1'],
              ]).flatMap(([protocol, label]) => {
                const element = results.elementScripts?.[protocol];
                return element
                  ? [
                      `| web-component page (the README's HTML, ${label}): before the first cards show (at ${element.firstCardMs} ms) | ${element.beforeFirstCards.files} | ${kB(element.beforeFirstCards.bytes)} | ≤ 6 files, ≤ 110.0 kB |`,
                      `| web-component page (${label}): by network idle | ${element.byNetworkIdle.files} | ${kB(element.byNetworkIdle.bytes)} | |`,
                    ]
                  : [];
              })
            : []),
          '',
        ]
      : []),
    '| Budget (size-limit) | Size | Limit | |',
    '| --- | ---: | ---: | :-: |',
    ...results.sizes.map(
      (entry) =>
        `| ${entry.name} | ${kB(entry.bytes)} | ${kB(entry.limitBytes)} | ${entry.limitBytes === undefined ? '' : mark(entry.passed)} |`,
    ),
    `| Checkout code in the landing first load | ${results.checkoutOutOfLanding ? 'none' : 'present'} | none | ${mark(results.checkoutOutOfLanding)} |`,
    '',
    ...(results.styleSheets
      ? [
          `Style sheets (gzip): ${results.styleSheets.map((sheet) => `\`${sheet.name}\` ${kB(sheet.bytes)}`).join(', ')} (the widgets' sheet holds every rule \`BookingApp\` can render, the checkout's included).`,
          '',
        ]
      : []),
    ...(results.packages
      ? [
          '| Tarball (`pnpm pack`) | Packed | Unpacked | Files |',
          '| --- | ---: | ---: | ---: |',
          ...results.packages.map(
            (pkg) => `| ${pkg.name} | ${kB(pkg.packed)} | ${kB(pkg.unpacked)} | ${pkg.files} |`,
          ),
          '',
        ]
      : []),
    `| Lighthouse (mobile, simulated throttling; served over HTTPS with HTTP/2${ofRuns(results.lighthouse.landing.runs, 'the median run')}) | Performance | Accessibility | Best practices | LCP | TBT | CLS |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    .../** @type {const} */ (['landing', 'details', 'payment', 'element']).flatMap((name) => {
      const run = results.lighthouse[name];
      if (!run) return [];
      const label =
        name === 'payment' && !results.lighthouse.paymentWithReservation
          ? 'payment (empty basket)'
          : name === 'element'
            ? "web-component page (the README's HTML)"
            : name;
      const all = (/** @type {'performance' | 'lcpMs' | 'tbtMs'} */ key) =>
        run.runs?.map((each) => each[key]);
      return `| ${label} | ${withRange(run.performance, all('performance'))} | ${run.accessibility} | ${run.bestPractices} | ${withRange(run.lcpMs, all('lcpMs'), ' ms')} | ${withRange(run.tbtMs, all('tbtMs'), ' ms')} | ${run.cls} |`;
    }),
    '| target | ≥ 95 | 100 | | | | ≤ 0.02 |',
    '',
    `API requests during the landing load: **${results.requests.total}**, duplicates: **${results.requests.duplicates.length}** (${results.requests.calls.map((/** @type {string} */ call) => `\`${call.replace(/\?.*/, '')}\``).join(', ')}).`,
    '',
    `| Render benchmark (${results.render.cards} cards on the page, 200 in one section; INP-style${ofRuns(results.render.runs, 'the median')}) | Longest interaction | Longest frame |`,
    '| --- | ---: | ---: |',
    .../** @type {Array<[string, 'sort' | 'filter' | 'typing']>} */ ([
      ['Re-sort (Sort by → second option)', 'sort'],
      ['Filter (Filters → a duration → Apply filters)', 'filter'],
      ["Typing 'Dublin' in the location picker", 'typing'],
    ]).map(([label, name]) => {
      const figures = results.render[name];
      const all = (/** @type {'longestInteractionMs' | 'longestFrameMs'} */ key) =>
        results.render.runs?.map((run) => run[name][key]);
      return `| ${label} | ${withRange(figures.longestInteractionMs, all('longestInteractionMs'), ' ms')} | ${withRange(figures.longestFrameMs, all('longestFrameMs'), ' ms')} |`;
    }),
    '| target | < 100 ms | |',
  ];
  return lines.join('\n');
}
