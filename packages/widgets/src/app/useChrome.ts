import { type LazyModule, lazyModule } from '@coras/ui';
import { useAfterFirstPage } from '../runtime/lazy/useAfterFirstPage';

/** The chrome's chunk (`chrome.ts`), loaded once per page whoever asks first. */
const chromeChunk = lazyModule(() => import('./chrome'));

export const lazyChrome: LazyModule<Chrome> = {
  current: chromeChunk.current,
  // The stand-ins it holds load the controls' chunk: that is said before they render.
  load: () =>
    chromeChunk.load().then((chrome) => {
      chrome.provideControlParts();
      return chrome;
    }),
};

/** What the chrome's chunk holds. */
export type Chrome = typeof import('./chrome');

/**
 * The navbar, footer, location picker and filter bar, once their chunk has arrived (after the first
 * page's content, see `useAfterFirstPage`); `undefined` until then.
 */
export function useChrome(): Chrome | undefined {
  return useAfterFirstPage(lazyChrome, 'the navbar and filters');
}
