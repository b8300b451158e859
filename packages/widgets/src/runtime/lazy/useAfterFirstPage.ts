import { IdleLoadGate, type LazyModule } from '@coras/ui';
import { startTransition, useContext, useEffect, useState } from 'react';
import { useCorasContext } from '../provider/context';
import { useServerHtmlMount } from './serverHtml';

/**
 * A lazy module once it has arrived; `undefined` until then, when its places show placeholders of
 * their size (so nothing moves as it comes).
 *
 * It is asked for when the first page's content is on screen — the provider's first-page gate
 * (ui's `IdleLoadGate`: the landing's first cards, a details page's photos…, 3 s at most) — not
 * before: the first cards come first, with nothing else downloading beside them. Without a
 * provider's gate (a screen rendered alone) at once. `what` names it in the error a failed load
 * reports.
 */
export function useAfterFirstPage<T>(lazy: LazyModule<T>, what: string): T | undefined {
  const gate = useContext(IdleLoadGate);
  const { logError } = useCorasContext();
  // A server's HTML holds the placeholder, whatever the server has loaded already: the hydrating
  // browser, which has loaded nothing yet, renders the same.
  const serverHtml = useServerHtmlMount();
  const [module, setModule] = useState(() => (serverHtml ? undefined : lazy.current()));
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    const load = () => {
      lazy.load().then(
        (loaded) => {
          // Drawn in slices between the browser's tasks: the visitor may already be scrolling.
          if (live) startTransition(() => setModule(() => loaded));
        },
        (error: unknown) => logError(`Coras widget: ${what} could not be loaded`, error),
      );
    };
    if (gate) gate.then(load, load);
    else load();
    return () => {
      live = false;
    };
  }, [module, gate, lazy, logError, what]);
  return module;
}
