import type { CorasLogger } from '@coras/api-client';
import { resolveLocale, type SupportedLocale } from '@coras/booking-core';
import { CorasRoot, type CorasThemeOverrides } from '@coras/ui';
import { useEffect, useState } from 'react';
import { englishBundle, type LocaleBundle, type LocaleMessages, loadLocaleBundle } from '../i18n/catalogue';
import { serverHtmlChunk, serverHtmlParts, useServerHtml } from '../lazy/serverHtml';
import * as styles from './CorasProvider.css';

const loadBundle = (locale: SupportedLocale, logger: CorasLogger) =>
  loadLocaleBundle(locale, (error) =>
    logger.error(`Coras widget: the ${locale} texts could not be loaded`, error),
  );

/**
 * Loads a locale's bundle; until it arrives the previous one stays on screen (no flash of keys).
 * A server's HTML is written in its locale: its render, and the browser's hydration of it, wait
 * for the texts (in the nearest Suspense boundary), which the renders after it keep.
 */
export function useLocaleBundle(locale: SupportedLocale, logger: CorasLogger): LocaleBundle | null {
  const serverHtml = useServerHtml();
  const [bundle, setBundle] = useState<LocaleBundle | null>(
    locale === englishBundle.locale ? englishBundle : null,
  );
  useEffect(() => {
    let current = true;
    void loadBundle(locale, logger).then((loaded) => {
      if (current) setBundle(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, logger]);
  if (serverHtml && !bundle)
    return serverHtmlParts().bundleOnServer(locale, () => loadBundle(locale, logger));
  // The texts a server's HTML was taken over with, the same object: no change of context, which
  // would throw away the server HTML of a boundary still hydrating.
  return serverHtmlChunk.current()?.loadedBundle(locale) ?? bundle;
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
