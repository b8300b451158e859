import type { SeatingChartGlobal } from './seatingChartTypes';

/** The provider's script could not be loaded (offline, blocked, or it defined no chart). */
export class SeatingChartLoadError extends Error {
  constructor(readonly url: string) {
    super(`Could not load ${url}`);
    this.name = 'SeatingChartLoadError';
  }
}

type ChartWindow = Window & { seatsio?: SeatingChartGlobal | undefined };

const MARK = 'data-coras-seating-chart';

/**
 * Loads the provider's chart script once per document and resolves with its `seatsio` global.
 * The script element itself remembers its state (no module-level cache: two widgets on a page
 * share the document, not this module's memory); a failed one is removed so a later chart tries
 * again. Loading another address (another region) first clears the global, which the provider's
 * script only defines when it is absent.
 */
export function loadChartScript(url: string, options: { document?: Document; nonce?: string } = {}) {
  const doc = options.document ?? document;
  const view = doc.defaultView as ChartWindow | null;
  const scripts = [...doc.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)];
  let existing = scripts.find((script) => script.getAttribute(MARK) === url);
  if (existing?.dataset.state === 'loaded') {
    if (view?.seatsio) return Promise.resolve(view.seatsio);
    // Another region's script replaced the global since: run this one again.
    existing.remove();
    existing = undefined;
  }

  return new Promise<SeatingChartGlobal>((resolve, reject) => {
    const loading = existing;
    const script = loading ?? doc.createElement('script');
    script.addEventListener(
      'load',
      () => {
        script.dataset.state = 'loaded';
        if (view?.seatsio?.SeatingChart) resolve(view.seatsio);
        else reject(new SeatingChartLoadError(url));
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new SeatingChartLoadError(url));
      },
      { once: true },
    );
    if (loading) return;
    if (view) view.seatsio = undefined;
    script.setAttribute(MARK, url);
    script.dataset.state = 'loading';
    script.async = true;
    if (options.nonce) script.nonce = options.nonce;
    script.src = url;
    doc.head.append(script);
  });
}
