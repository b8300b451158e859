import { lazyModule } from '@coras/ui';
import { use, useRef, useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this render writes or takes over a server's HTML: `true` on the server and while the
 * browser hydrates it, `false` in a render of the browser's own (and after hydration, which
 * re-renders with `false`). What a server rendered, the hydrating browser must render the same. A
 * component that needs only its first render's answer reads `useServerHtmlMount`.
 */
export function useServerHtml(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/**
 * Whether this component's first render wrote or took over a server's HTML, for as long as it is
 * mounted. Unlike `useServerHtml`, whose value turns `false` in a re-render React forces right after
 * hydration — one long task, which also hydrates at once every part still waiting below it
 * (`HydratedApart`) — this one never changes, so the end of hydration re-renders nothing.
 */
export function useServerHtmlMount(): boolean {
  const mounted = useRef<boolean | undefined>(undefined);
  // React compares the hydrated value with `getSnapshot`'s after the commit: the same, no re-render.
  const serverHtml = useSyncExternalStore(
    unchanging,
    () => mounted.current ?? false,
    () => true,
  );
  mounted.current ??= serverHtml;
  return mounted.current;
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
