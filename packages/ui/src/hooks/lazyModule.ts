import { createContext } from 'react';

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

/**
 * Runs `callback` when the browser is next idle (a 3 s cap), or on the next task where
 * `requestIdleCallback` is missing; returns the cancel. For work a page wants soon but not before
 * its first paint: fetching a lazy chunk the visitor is likely to open.
 */
export const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};

/**
 * Runs `callback` on the first idle moment ({@link whenIdle}) after `gate` settles, or after now
 * without a gate; returns the cancel. How everything a page loads "on idle" waits for the page's
 * own content first (see {@link IdleLoadGate}).
 */
export function whenIdleAfter(gate: Promise<unknown> | null, callback: () => void): () => void {
  let live = true;
  let cancel: () => void = () => undefined;
  const afterGate = () => {
    if (live) cancel = whenIdle(callback);
  };
  if (gate) gate.then(afterGate, afterGate);
  else afterGate();
  return () => {
    live = false;
    cancel();
  };
}

/**
 * When the modules that load "on idle" may start: a promise a host resolves once its page's own
 * content has arrived (the widgets' provider: the first page's data), so that code the visitor
 * may want soon does not compete with what the page shows first. Without one, idle means the
 * first idle moment after the render. A module asked for (`needed`, a pointer on a stand-in) loads
 * at once either way.
 */
export const IdleLoadGate = createContext<Promise<unknown> | null>(null);
