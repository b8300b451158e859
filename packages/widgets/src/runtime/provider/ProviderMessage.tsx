import type { CorasLogger } from '@coras/api-client';
import { type PageParams, resolveLocale } from '@coras/booking-core';
import { CorasRoot, type CorasThemeOverrides } from '@coras/ui';
import { useEffect, useState } from 'react';
import { englishBundle, type LocaleBundle, type LocaleMessages, loadLocaleBundle } from '../i18n/catalogue';
import * as styles from './CorasProvider.css';

/** Loads a locale's bundle; until it arrives the previous one stays on screen (no flash of keys). */
export function useLocaleBundle(locale: PageParams['locale'], logger: CorasLogger): LocaleBundle | null {
  const [bundle, setBundle] = useState<LocaleBundle | null>(
    locale === englishBundle.locale ? englishBundle : null,
  );
  useEffect(() => {
    let current = true;
    void loadLocaleBundle(locale, (error) =>
      logger.error(`Coras widget: the ${locale} texts could not be loaded`, error),
    ).then((loaded) => {
      if (current) setBundle(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, logger]);
  return bundle;
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
