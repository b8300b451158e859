import type { CorasLogger } from '@coras/api-client';
import { resolveLocale, type SupportedLocale } from '@coras/booking-core';
import { CorasRoot, type CorasThemeOverrides } from '@coras/ui';
import { use, useEffect, useState } from 'react';
import { englishBundle, type LocaleBundle, type LocaleMessages, loadLocaleBundle } from '../i18n/catalogue';
import { fulfilled, useServerHtml } from '../lazy/serverHtml';
import * as styles from './CorasProvider.css';

/**
 * Each locale's bundle, once asked for, shared by every provider (the texts are the same for
 * all; a server's requests never differ in them): what a render can show at once.
 */
const loadedBundles = new Map<SupportedLocale, LocaleBundle>([[englishBundle.locale, englishBundle]]);
const askedBundles = new Map<SupportedLocale, Promise<LocaleBundle>>();

function askBundle(locale: SupportedLocale, logger: CorasLogger): Promise<LocaleBundle> {
  let asked = askedBundles.get(locale);
  if (!asked) {
    asked = loadLocaleBundle(locale, (error) =>
      logger.error(`Coras widget: the ${locale} texts could not be loaded`, error),
    ).then((bundle) => {
      // English in its place (the chunk failed): asked for again next time.
      if (bundle.locale === locale) loadedBundles.set(locale, bundle);
      else askedBundles.delete(locale);
      return bundle;
    });
    askedBundles.set(locale, asked);
  }
  return asked;
}

/**
 * Loads a locale's bundle; until it arrives the previous one stays on screen (no flash of keys).
 * A server's HTML is written in its locale: its render, and the browser's hydration of it, wait
 * for the texts (React's `use`, in the nearest Suspense boundary), so the page is never English
 * first.
 */
export function useLocaleBundle(locale: SupportedLocale, logger: CorasLogger): LocaleBundle | null {
  const serverHtml = useServerHtml();
  const [bundle, setBundle] = useState<LocaleBundle | null>(() => loadedBundles.get(locale) ?? null);
  useEffect(() => {
    let current = true;
    void askBundle(locale, logger).then((loaded) => {
      if (current) setBundle(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, logger]);
  const loaded = loadedBundles.get(locale);
  // `use` on every render of a server's HTML: a render that suspended must call it again.
  if (serverHtml) return use(loaded ? fulfilled(loaded) : askBundle(locale, logger));
  return loaded ?? bundle;
}

/**
 * A message in the widget's place, in the configured locale (English until its texts arrive): the
 * provider has no configuration, or failed, so it reads the locale attribute itself.
 */
export function ProviderMessage({
  locale,
  logger,
  theme,
  nonce,
  children,
}: {
  locale: string | null | undefined;
  logger: CorasLogger;
  theme: CorasThemeOverrides | undefined;
  nonce: string | undefined;
  children: (messages: LocaleMessages) => string;
}) {
  const bundle = useLocaleBundle(resolveLocale(locale), logger) ?? englishBundle;
  return (
    <CorasRoot className={styles.provider} theme={theme} nonce={nonce} lang={bundle.locale}>
      <p role="alert" className={styles.configMessage}>
        {children(bundle.messages)}
      </p>
    </CorasRoot>
  );
}
