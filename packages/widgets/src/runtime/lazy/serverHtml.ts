import type { LazyModule } from '@coras/ui';
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
 * `lazy`'s module, waiting (React's `use`: call it only in a render) for it while a server's HTML is written or hydrated: a streaming server
 * render (`renderToReadableStream`, Next's App Router) holds the nearest Suspense boundary back until
 * the chunk is there and writes the real part, and the hydrating browser keeps that HTML on screen
 * until its own copy of the chunk has arrived, then hydrates it as it is. Outside those renders,
 * `lazy.current()`: the caller shows its placeholder and loads the chunk its own way.
 */
export function lazyOnServer<T>(lazy: LazyModule<T>, serverHtml: boolean): T | undefined {
  const loaded = lazy.current();
  if (!serverHtml) return loaded;
  // `use` on every such render, the module there or not: a render that suspended must call it again.
  return use(loaded ? fulfilled(loaded) : lazy.load());
}

/**
 * A value as a promise React's `use` reads at once (its thenable protocol: `status` and `value`),
 * where a new promise of a value already there would suspend once more.
 */
export function fulfilled<T>(value: T): PromiseLike<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
