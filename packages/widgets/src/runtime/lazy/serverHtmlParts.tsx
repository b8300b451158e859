import type { SupportedLocale } from '@coras/booking-core';
import type { LazyModule } from '@coras/ui';
import { Activity, type ReactNode, use } from 'react';
import type { LocaleBundle } from '../i18n/catalogue';

// How the widget writes (on the server) and takes over (in the hydrating browser) a server's HTML
// of the real page: a streaming render (`renderToReadableStream`, Next's App Router) holds the
// nearest Suspense boundary back until the code and the texts are there, and the hydrating browser
// keeps the server's HTML on screen until its own copy has arrived, then hydrates it as it is. A
// chunk of its own (`serverHtml.ts`): a host that renders in the browser only never loads it.

/**
 * A value as a promise React's `use` reads at once (its thenable protocol: `status` and `value`),
 * where a new promise of a value already there would suspend once more.
 */
const fulfilled = <T,>(value: T): PromiseLike<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/**
 * `lazy`'s module, waited for (React's `use`: call it only in a render, on every such render — a
 * render that suspended must call it again).
 */
export function lazyOnServer<T>(lazy: LazyModule<T>): T {
  const loaded = lazy.current();
  return use(loaded ? fulfilled(loaded) : lazy.load());
}

/**
 * Each locale's bundle, once asked for, shared by every provider (the texts are the same for
 * all; a server's requests never differ in them): what a render can show at once.
 */
const loadedBundles = new Map<SupportedLocale, LocaleBundle>();
const askedBundles = new Map<SupportedLocale, Promise<LocaleBundle>>();

/** The locale's bundle if it has arrived: what the renders after hydration keep showing. */
export const loadedBundle = (locale: SupportedLocale): LocaleBundle | undefined => loadedBundles.get(locale);

/**
 * The locale's bundle (`load` loads it), waited for: a server's HTML is written in its locale,
 * never English first.
 */
export function bundleOnServer(locale: SupportedLocale, load: () => Promise<LocaleBundle>): LocaleBundle {
  const loaded = loadedBundles.get(locale);
  if (loaded) return use(fulfilled(loaded));
  let asked = askedBundles.get(locale);
  if (!asked) {
    asked = load().then((bundle) => {
      // English in its place (the chunk failed): asked for again next time.
      if (bundle.locale === locale) loadedBundles.set(locale, bundle);
      else askedBundles.delete(locale);
      return bundle;
    });
    askedBundles.set(locale, asked);
  }
  return use(asked);
}

/**
 * A part of a server's HTML that the browser hydrates after the widget's shell, apart, in slices of
 * a few milliseconds with the main thread free between them (a page hydrated in one go held it for
 * 60 ms on a fast laptop: a phone's Total Blocking Time), and first where the visitor clicks. It is
 * React's `Activity`, which the server writes in place, unlike a Suspense boundary (`PageContent`).
 * An update that reaches a part still waiting hydrates it at once, at that update's priority. React
 * before 19.2 has no `Activity`: the part hydrates with the shell.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return Activity ? <Activity mode="visible">{children}</Activity> : children;
}
