// @ts-check
// What the browser benchmarks measure, on the consumer fixture built from the packed tarballs
// (landing, details, payment) and on the render page (dist/render): the scripts a visitor's browser
// downloads for the landing, API requests of the landing load, the longest interactions while
// filtering, re-sorting and typing, and Lighthouse's mobile scores. Figures only: nothing here is a
// timed assertion.
import { gzipSync } from 'node:zlib';

/** @typedef {import('playwright').Page} Page */

/**
 * Notes, in the page, the moment the landing's first card (a list item's heading) is in the DOM:
 * the document's, or a shadow root's (the custom elements render into theirs, which the document's
 * observer does not see: each shadow root is observed as it is attached).
 */
const WATCH_FIRST_CARD = () => {
  const store = /** @type {Window & { __firstCardAt?: number }} */ (window);
  /** @type {Array<Document | ShadowRoot>} */
  const roots = [document];
  const observer = new MutationObserver(() => {
    if (store.__firstCardAt === undefined && roots.some((root) => root.querySelector('section li h3'))) {
      store.__firstCardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function observed(init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    observer.observe(root, { childList: true, subtree: true });
    return root;
  };
};

/**
 * The scripts a visitor's browser downloads for the landing page, as it downloads them: the gzip
 * (level 9, as the size budgets count) of every JavaScript response, summed for those that arrived
 * before the first card was in the page, and for all of them once the network has been quiet.
 * The React app's landing, or the web-component page's (its cards in the element's shadow root,
 * which Playwright's locators reach).
 * @param {Page} page a fresh page (empty cache)
 * @param {string} url the landing page
 */
export async function landingScripts(page, url) {
  /** @type {Map<string, number>} */
  const gzipOf = new Map();
  /** @type {Promise<void>[]} */
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then(
        (body) => void gzipOf.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.addInitScript(WATCH_FIRST_CARD);
  await page.goto(url);
  await page.locator('section li h3').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  const { firstCardAt, scripts } = await page.evaluate(() => ({
    firstCardAt: /** @type {Window & { __firstCardAt?: number }} */ (window).__firstCardAt ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd })),
  }));
  const sum = (/** @type {typeof scripts} */ list) =>
    list.reduce((total, { url: name }) => total + (gzipOf.get(name) ?? 0), 0);
  const beforeCards = scripts.filter((script) => script.responseEnd <= firstCardAt);
  return {
    firstCardMs: Math.round(firstCardAt),
    beforeFirstCards: { files: beforeCards.length, bytes: sum(beforeCards) },
    byNetworkIdle: { files: scripts.length, bytes: sum(scripts) },
  };
}

/**
 * Loads the landing page and counts the API requests its browser sends, until the sections are on
 * screen and the network has been quiet.
 * @param {Page} page
 * @param {{ app: string; api: string }} urls
 */
export async function landingRequests(page, { app, api }) {
  /** @type {string[]} */
  const calls = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${api}/v2/`) && request.method() !== 'OPTIONS') {
      const url = new URL(request.url());
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  await page.goto(`${app}/`);
  await page.getByRole('heading', { level: 2, name: /Top picks in/ }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  const duplicates = [...counts].filter(([, count]) => count > 1).map(([call, count]) => ({ call, count }));
  return { total: calls.length, calls: [...counts.keys()], duplicates };
}

/**
 * Answers the landing search with `count` cards: the sandbox's first section, its cards repeated
 * under new ids (the sandbox has a few dozen attractions; the benchmark needs 200 on one page).
 * @param {Page} page
 * @param {string} api
 * @param {number} count
 */
async function serveManyCards(page, api, count) {
  await page.route(`${api}/v2/landing?**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const [first, ...rest] = body.sections ?? [];
    if (first?.items?.length) {
      const items = Array.from({ length: count }, (_, index) => {
        const item = first.items[index % first.items.length];
        return {
          ...item,
          id: `${item.id.slice(0, -4)}${String(index).padStart(4, '0')}`,
          title: `${item.title} ${index + 1}`,
        };
      });
      body.sections = [{ ...first, items }, ...rest];
    }
    await route.fulfill({ response, json: body });
  });
}

/**
 * What OBSERVE collects in the page, under `window.__bench`.
 * @typedef {{ name: string, id: number, start: number, duration: number }} BenchEvent
 * @typedef {{ start: number, duration: number }} BenchFrame
 * @typedef {Window & { __bench: { events: BenchEvent[], frames: BenchFrame[] } }} BenchWindow
 */

/** Collects Event Timing entries (interactions) and long animation frames from the page's start. */
const OBSERVE = () => {
  const store = /** @type {BenchWindow} */ (/** @type {unknown} */ (window));
  store.__bench = { events: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // TypeScript 5.9's lib.dom has no `interactionId` yet (Event Timing, Chromium 96+).
      const event = /** @type {PerformanceEventTiming & { interactionId?: number }} */ (entry);
      if (event.interactionId)
        store.__bench.events.push({
          name: event.name,
          id: event.interactionId,
          start: event.startTime,
          duration: event.duration,
        });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.__bench.frames.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long animation frames are Chromium 123+; without them only interactions are reported.
  }
};

/**
 * The longest interaction (INP-style: one interaction's longest event, from input to the next
 * paint) and the longest animation frame between `from` and now.
 * @param {Page} page
 * @param {number} from
 */
async function windowFigures(page, from) {
  return page.evaluate((start) => {
    const { events, frames } = /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__bench;
    const byInteraction = /** @type {Map<number, number>} */ (new Map());
    for (const event of events)
      if (event.start >= start)
        byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
    const longestFrame = frames
      .filter((f) => f.start >= start)
      .reduce((max, f) => Math.max(max, f.duration), 0);
    return {
      interactions: byInteraction.size,
      longestInteractionMs: Math.round(Math.max(0, ...byInteraction.values())),
      longestFrameMs: Math.round(longestFrame),
    };
  }, from);
}

const now = (/** @type {Page} */ page) => page.evaluate(() => performance.now());

/**
 * Filters and re-sorts a landing page of `count` cards and types in the location picker, in a
 * desktop-sized page, and reports each scenario's longest interaction and longest frame.
 * @param {Page} page
 * @param {{ renderPage: string; api: string; count?: number }} options
 */
export async function renderBenchmark(page, { renderPage, api, count = 200 }) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(OBSERVE);
  await serveManyCards(page, api, count);
  await page.goto(`${renderPage}?api-host=${encodeURIComponent(api)}`);
  const cards = page.locator('main, body').getByRole('link').or(page.locator('article'));
  await page.getByRole('heading', { level: 2, name: /Top picks in/ }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The interactions measured are the real controls': wait for their stand-ins to be replaced.
  await page.waitForFunction(() => !document.querySelector('[data-stand-in]'), undefined, {
    timeout: 30_000,
  });
  const shown = await page.locator('article').count();
  /** @type {Record<string, unknown>} */
  const results = { cards: shown || (await cards.count()) };
  const landingSearch = () =>
    page.waitForResponse((response) => response.url().startsWith(`${api}/v2/landing?`));
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  };

  // Re-sort: 'Sort by' → the second option; the landing search runs again and 200 cards re-render.
  let from = await now(page);
  await page.getByRole('button', { name: 'Sort by' }).click();
  const sortPanel = page.getByRole('dialog', { name: 'Sort by' });
  await sortPanel.getByRole('option').or(sortPanel.getByRole('button')).nth(1).waitFor();
  let searched = landingSearch();
  await sortPanel.getByRole('option').or(sortPanel.getByRole('button')).nth(1).click();
  await searched;
  await settle();
  results.sort = await windowFigures(page, from);

  // Filter: 'Filters' → the first box (a duration) → 'Apply filters'.
  from = await now(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox').first().waitFor();
  // Duration and price apply at once (only the categories wait for 'Apply filters'): the search
  // starts with the click on the box, so it is awaited from before it.
  searched = landingSearch();
  await drawer.getByRole('checkbox').first().click();
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await searched;
  await settle();
  results.filter = await windowFigures(page, from);

  // Typing in the location picker: 'Dublin', a key every 120 ms, as a visitor types.
  from = await now(page);
  const field = page.getByRole('combobox').first();
  await field.click();
  await field.pressSequentially('Dublin', { delay: 120 });
  await page
    .getByRole('option', { name: /Dublin/ })
    .first()
    .waitFor({ timeout: 10_000 });
  await settle();
  results.typing = await windowFigures(page, from);
  return results;
}

/**
 * Puts a reservation in the basket through the details page as a visitor would (one more adult
 * ticket, the first available option), so that the payment page has something to pay for. Returns false
 * when the attraction's panel asks for something this short path does not handle.
 * @param {Page} page
 * @param {string} detailsUrl
 */
export async function reserveOneTicket(page, detailsUrl) {
  try {
    await page.goto(detailsUrl);
    await page.getByRole('button', { name: /^Tickets / }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add one Adult ticket' }).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    // Each available option (time, language) has its own 'Add to basket': take the first.
    const add = page.getByRole('button', { name: 'Add to basket' }).first();
    await add.waitFor({ timeout: 15_000 });
    const created = page.waitForResponse(
      (response) => /\/reserv/.test(response.url()) && response.request().method() === 'POST',
    );
    await add.click();
    return (await created).ok();
  } catch {
    return false;
  }
}
