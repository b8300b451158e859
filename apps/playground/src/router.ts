import { buildPath, type PageParams, parsePath } from '@coras/booking-core';
import type { RouterAdapter } from '@coras/widgets';

/** The playground's own address parameters: never the widget's, kept on every navigation. */
const PLAYGROUND_QUERY_KEYS = ['api-host'] as const;

function split(search: string): { widget: string; playground: URLSearchParams } {
  const widget = new URLSearchParams(search);
  const playground = new URLSearchParams();
  for (const key of PLAYGROUND_QUERY_KEYS) {
    const value = widget.get(key);
    if (value !== null) playground.set(key, value);
    widget.delete(key);
  }
  return { widget: widget.toString(), playground };
}

/** `path` with the playground's parameters of `search` appended to its query. */
export function withPlaygroundQuery(path: string, search: string): string {
  const own = split(search).playground;
  if (own.size === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${own.toString()}`;
}

/**
 * The browser address as the widget's router — booking-core's `/{locale}/{currency}[/…]?…`, as
 * `createHistoryRouter` does — but keeping the playground's own `?api-host=` on every address, so
 * a page pointed at another server stays pointed at it through navigation, reload and sharing.
 */
export function createPlaygroundRouter(win: Window = window): RouterAdapter {
  const read = (): PageParams | null => {
    const segments = win.location.pathname.split('/').filter(Boolean);
    // `/` (or `/embed.html`) names no page of the widget: it starts from its own props.
    if (segments.length < 2) return null;
    return parsePath(win.location.pathname, split(win.location.search).widget);
  };
  return {
    read,
    push(params) {
      const path = withPlaygroundQuery(buildPath(params), win.location.search);
      if (path !== win.location.pathname + win.location.search)
        win.history.pushState({ coras: true }, '', path);
    },
    href: (params) => withPlaygroundQuery(buildPath(params), win.location.search),
    subscribe(listener) {
      const onPopState = () => {
        const params = read();
        if (params) listener(params);
      };
      win.addEventListener('popstate', onPopState);
      return () => win.removeEventListener('popstate', onPopState);
    },
  };
}
