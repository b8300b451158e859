import { IdleLoadGate, lazyModule } from '@coras/ui';
import { startTransition, useContext, useEffect, useState } from 'react';
import { useCorasContext } from '../provider/context';

/** The chrome's chunk (`chrome.ts`), loaded once per page whoever asks first. */
export const lazyChrome = lazyModule(() => import('./chrome'));

/** What the chrome's chunk holds. */
export type Chrome = typeof import('./chrome');

/**
 * The navbar, footer, location picker and filter bar, once their chunk has arrived; `undefined`
 * until then, when their places show placeholders of their size (so nothing moves as they come).
 *
 * Their chunk is asked for when the first page's content is on screen — the provider's first-page
 * gate (ui's `IdleLoadGate`: the landing's first cards, a details page's photos…, 3 s at most) —
 * not before: the first cards come first, with nothing else downloading beside them, and the
 * landing's first load is the page, not the controls around it. Without a provider's gate (a screen
 * rendered alone) at once.
 */
export function useChrome(): Chrome | undefined {
  const gate = useContext(IdleLoadGate);
  const { logError } = useCorasContext();
  const [chrome, setChrome] = useState(lazyChrome.current);
  useEffect(() => {
    if (chrome) return undefined;
    let live = true;
    const load = () => {
      lazyChrome.load().then(
        (module) => {
          // Drawn in slices between the browser's tasks: the visitor may already be scrolling.
          if (live) startTransition(() => setChrome(() => module));
        },
        (error: unknown) => logError('Coras widget: the navbar and filters could not be loaded', error),
      );
    };
    if (gate) gate.then(load, load);
    else load();
    return () => {
      live = false;
    };
  }, [chrome, gate, logError]);
  return chrome;
}
