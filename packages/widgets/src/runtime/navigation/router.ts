import { buildPath, type PageParams, type PathOptions, parsePath } from '@coras/booking-core';

/**
 * Keeps the widget's page in sync with something outside it — the browser address, a host
 * framework's router. Opt-in: without one the widget navigates in memory only.
 */
export interface RouterAdapter {
  /** The page the address names now, or `null` when it names none (the widget then starts from its props). */
  read(): PageParams | null;
  /** Records a navigation (a new history entry), at the address {@link RouterAdapter.href} names. */
  push(params: PageParams): void;
  /**
   * The address of a page: what `push` writes for it. With it, the widget's navigation targets
   * (cards, breadcrumbs, 'Show more', navbar results, footer links) are links to their page, so
   * they open in a new tab and can be copied; without it they are buttons.
   */
  href?: ((params: PageParams) => string) | undefined;
  /** Calls back when the visitor goes back or forward. Returns the unsubscribe function. */
  subscribe(listener: (params: PageParams) => void): () => void;
}

/**
 * The page an address names (`pathname` and `search`, under `basePath`), as the history router
 * reads it; `null` for an address without `/{locale}/{currency}`: the host's own page, not one of
 * ours (the widget then starts from its props). A server reads a request's address with it too.
 *
 * @example
 * addressParams('/en-GB/EUR/a-1', '?date=2026-05-10'); // { page: 'details', id: 'a-1', … }
 */
export function addressParams(pathname: string, search: string, basePath?: string): PageParams | null {
  const base = (basePath ?? '').replace(/\/+$/, '');
  const rest = pathname.slice(base.length).split('/').filter(Boolean);
  if (!pathname.startsWith(base) || rest.length < 2) return null;
  return parsePath(pathname, search, { basePath });
}

/** Options of {@link createHistoryRouter}. */
export interface HistoryRouterOptions extends PathOptions {
  /** The window to use (tests pass their own). @default globalThis.window */
  window?: Window;
}

/**
 * The browser address as the widget's router: `/{locale}/{currency}[/{id}|/search|/payment|/help]?…`
 * (booking-core's navigation model), so the back and forward buttons work and a shared link
 * restores the page.
 *
 * Safe to create where there is no window (a module rendered on the server): the window is looked
 * up when the router is used, and without one it reads no page and records nothing.
 */
export function createHistoryRouter(options: HistoryRouterOptions = {}): RouterAdapter {
  const { basePath } = options;
  const view = (): Window | undefined => options.window ?? globalThis.window;
  const href = (params: PageParams) => buildPath(params, { basePath });
  return {
    read() {
      const win = view();
      if (!win) return null;
      return addressParams(win.location.pathname, win.location.search, basePath);
    },
    href,
    push(params) {
      const win = view();
      const path = href(params);
      if (win && path !== win.location.pathname + win.location.search)
        win.history.pushState({ coras: true }, '', path);
    },
    subscribe(listener) {
      const win = view();
      if (!win) return () => undefined;
      const onPopState = () => {
        const params = this.read();
        if (params) listener(params);
      };
      win.addEventListener('popstate', onPopState);
      return () => win.removeEventListener('popstate', onPopState);
    },
  };
}
