import { lazyModule } from '@coras/ui';
import { useAfterFirstPage } from '../runtime/lazy/useAfterFirstPage';

/** The chrome's chunk (`chrome.ts`), loaded once per page whoever asks first. */
export const lazyChrome = lazyModule(() =>
  import('./chrome').then((chrome) => {
    // The stand-ins it holds load the controls' chunk: say so before they render.
    chrome.provideControlParts();
    return chrome;
  }),
);

/** What the chrome's chunk holds. */
export type Chrome = typeof import('./chrome');

/**
 * The navbar, footer, location picker and filter bar, once their chunk has arrived (after the first
 * page's content, see `useAfterFirstPage`); `undefined` until then.
 */
export function useChrome(): Chrome | undefined {
  return useAfterFirstPage(lazyChrome, 'the navbar and filters');
}
