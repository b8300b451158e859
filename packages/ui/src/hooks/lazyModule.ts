import { useEffect, useState } from 'react';

/** A module loaded once, on demand: `lazyModule(() => import('./PopoverPanel'))`. */
export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module when it has loaded, else `undefined`. */
  current(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => loaded,
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A chunk that failed to load (offline) is asked for again on the next open.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};

/**
 * The module of `lazy` once loaded. Loading starts at once when `needed` (a popover opening), and
 * otherwise when the browser is idle after the first render, so that the first open rarely waits:
 * the overlays' code (Radix, floating-ui) stays out of the page's first load without slowing them.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, needed: boolean): T | undefined {
  const [module, setModule] = useState(lazy.current);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    const start = () => {
      lazy.load().then(
        (loaded) => {
          if (live) setModule(() => loaded);
        },
        () => undefined,
      );
    };
    if (needed) {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [lazy, module, needed]);
  return module ?? lazy.current();
}
