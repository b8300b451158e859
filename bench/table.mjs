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
 * @typedef {{ performance: number, accessibility?: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseRun
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, lcpMs: number, tbtMs: number, cls: number, runs?: LighthouseRun[] }} LighthouseFigures
 * @typedef {{ interactions: number, longestInteractionMs: number, longestFrameMs: number }} RenderFigures
 * @typedef {{ firstCardMs: number, beforeFirstCards: { files: number, bytes: number }, byNetworkIdle: { files: number, bytes: number } }} PageScripts
 * @typedef {LighthouseRun & { accessibility: number, lcpElement?: string, lcpPhasesMs?: Record<string, number>, runs?: LighthouseRun[] }} ComparedFigures
 * @typedef {{ server: ComparedFigures, client: ComparedFigures, lcpRatio: number, lcpRatios?: number[] }} ComparedSides
 * @typedef {{ path: string, status: number, serverHtml: boolean, server?: ComparedFigures, client?: ComparedFigures, lcpRatio?: number, lcpRatios?: number[], applied?: ComparedSides }} ServerRenderedPage
 * @typedef {{ measuredAt: string, commit?: string, loadAverage: number[], landing?: ServerRenderedPage, details?: ServerRenderedPage }} ServerRendering
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
 *   serverRendering?: ServerRendering,
 * }} BenchResults
 */

/**
 * Issue 32's comparison: each page of the Next.js consumer (server-rendered) above the React
 * consumer's (client-rendered), the LCP ratio on the server's row; a page the Next.js consumer did
 * not answer, or answered without the page in its HTML, is said so.
 * @param {ServerRendering | undefined} section
 * @returns {string[]} Markdown lines
 */
function serverRenderingTable(section) {
  const title =
    "Server rendering (issue 32): Lighthouse mobile as above on the Next.js consumer (the README's server recipe, `next start` behind HTTPS with HTTP/2) against the React consumer (client-rendered), both from the same tarballs";
  if (!section)
    return [`${title}: not measured in this run (\`pnpm bench:server-rendering\` measures it alone).`];
  const pages = /** @type {const} */ (['landing', 'details']).flatMap((name) => {
    const page = section[name];
    return page ? [/** @type {const} */ ([name, page])] : [];
  });
  const audited = pages.find(([, page]) => page.server)?.[1].server;
  const row = (/** @type {string} */ label, /** @type {ComparedFigures} */ run, ratio = '') => {
    const all = (/** @type {'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'} */ key) =>
      run.runs?.flatMap((each) => (each[key] === undefined ? [] : [each[key]]));
    return `| ${label} | ${withRange(run.performance, all('performance'))} | ${withRange(run.accessibility, all('accessibility'))} | ${withRange(run.lcpMs, all('lcpMs'), ' ms')} | ${withRange(run.tbtMs, all('tbtMs'), ' ms')} | ${withRange(run.cls, all('cls'))} | ${ratio} |`;
  };
  const lcp = (/** @type {ComparedFigures | undefined} */ run) =>
    run?.lcpElement
      ? `“${run.lcpElement}” (${Object.entries(run.lcpPhasesMs ?? {})
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(', ')})`
      : 'not recorded';
  const notes = pages.flatMap(([name, page]) => [
    ...(page.server?.lcpElement || page.client?.lcpElement
      ? [
          `The ${name}'s LCP element in the median runs: Next.js ${lcp(page.server)}; React ${lcp(page.client)}.`,
        ]
      : []),
    ...(page.status !== 200
      ? [`The Next.js consumer answered \`${page.path}\` (${name}) with HTTP ${page.status}: not audited.`]
      : page.serverHtml
        ? []
        : [
            `The Next.js consumer's ${name} (\`${page.path}\`) is client-rendered: its server HTML does not hold the page's text, so its row measures client rendering inside Next.js.`,
          ]),
  ]);
  return [
    `| ${title}; in turns${ofRuns(audited?.runs, 'the median run')} | Performance | Accessibility | LCP | TBT | CLS | LCP server ÷ client |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.flatMap(([name, page]) =>
      page.server && page.client
        ? [
            row(
              `${name} \`${page.path}\`: Next.js, server-rendered`,
              page.server,
              `**${withRange(page.lcpRatio ?? Number.NaN, page.lcpRatios)}**`,
            ),
            row(`${name}: React + Vite, client-rendered`, page.client),
          ]
        : [],
    ),
    '| target | ≥ 95 | 100 | | | ≤ 0.02 | ≤ 0.6 |',
    ...pages.flatMap(([name, page]) =>
      page.applied
        ? [
            row(
              `${name}, throttling applied${ofRuns(page.applied.server.runs, 'the median run')}: Next.js`,
              page.applied.server,
              `**${withRange(page.applied.lcpRatio, page.applied.lcpRatios)}**`,
            ),
            row(`${name}, throttling applied: React + Vite`, page.applied.client),
          ]
        : [],
    ),
    '',
    `Measured on ${section.measuredAt.slice(0, 10)} at commit ${section.commit ?? '(not recorded)'} (load ${section.loadAverage[0]}). The ratio is of the median LCPs, with the range of each turn's pair.${notes.map((note) => ` ${note}`).join('')}`,
    ...(pages.some(([, page]) => page.applied)
      ? [
          '',
          "Lighthouse's default throttling is simulated: it loads the page at this machine's full speed, then estimates the phone's timings from what that load needed before its largest paint, counting every script that had run by then. Here Next.js's scripts arrive with the stylesheet and often run before the first frame is shown, so in those runs the estimate waits for all of them (about 150 kB) although the server's HTML painted without them; the simulation also sends one origin's HTTP/2 requests one at a time. The rows with throttling applied (Lighthouse's `devtools` method: the same phone's network and 4× slower CPU applied while the page loads) show the load a phone makes; their performance scores count the scripts' main-thread time at that CPU, which the simulation estimates lower.",
        ]
      : []),
  ];
}

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
    ...serverRenderingTable(results.serverRendering),
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
