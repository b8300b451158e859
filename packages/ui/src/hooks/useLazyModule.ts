// The hook apart from `lazyModule.ts`: the popovers, drawers and stand-ins that use it load after
// the first render, while the landing's first load needs `lazyModule` and `IdleLoadGate` alone.
import { startTransition, useContext, useEffect, useState } from 'react';
import { IdleLoadGate, type LazyModule, whenIdleAfter } from './lazyModule';

/**
 * The module of `lazy` once loaded. Loading starts at once when `needed` (a popover opening), and
 * otherwise when the browser is idle after the first render (after the `IdleLoadGate` opens, when
 * there is one), so that the first open rarely waits: the overlays' code (Radix, floating-ui)
 * stays out of the page's first load without slowing them.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, needed: boolean): T | undefined {
  const [module, setModule] = useState(lazy.current);
  const gate = useContext(IdleLoadGate);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    const start = () => {
      lazy.load().then(
        (loaded) => {
          if (!live) return;
          // Asked for: at once. Loaded on idle: as a transition, which React renders in slices
          // between the browser's tasks, so that swapping several stand-ins at once blocks no input.
          if (needed) setModule(() => loaded);
          else startTransition(() => setModule(() => loaded));
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
    const cancel = whenIdleAfter(gate, start);
    return () => {
      live = false;
      cancel();
    };
  }, [lazy, module, needed, gate]);
  return module ?? lazy.current();
}
