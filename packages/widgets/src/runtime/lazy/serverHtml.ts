import { lazyModule } from '@coras/ui';
import { use, useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this render writes or takes over a server's HTML: `true` on the server and while the
 * browser hydrates it, `false` in a render of the browser's own (and after hydration, which
 * re-renders with `false`). What a server rendered, the hydrating browser must render the same.
 */
export function useServerHtml(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/**
 * What waits for code and texts while a server's HTML is written or hydrated: a chunk of its own,
 * asked for by the first such render, so a host that renders in the browser only never loads it.
 */
export const serverHtmlChunk = lazyModule(() => import('./serverHtmlParts'));

/**
 * The server-HTML parts, waited for (React's `use`: call it only in a render that writes or
 * hydrates a server's HTML, under a Suspense boundary that may wait). Its promise is the chunk's
 * one, which React reads at once once it has settled.
 */
export const serverHtmlParts = () => use(serverHtmlChunk.load());
