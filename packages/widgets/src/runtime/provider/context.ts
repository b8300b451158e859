import type { CorasClient } from '@coras/api-client';
import type { CorasConfig, CurrencyCode, SupportedLocale, TimerProvider } from '@coras/booking-core';
import { createContext, useContext } from 'react';
import type { EmitAnalytics } from '../analytics/analytics';
import type { LocaleBundle } from '../i18n/catalogue';

/** Everything a widget screen needs from its provider. One per widget instance. */
export interface CorasContextValue {
  /**
   * The widget's settings: its API, assets, the locales and currencies the visitor may switch
   * between… The locale and currency it started in are not among them: a screen reads the page's.
   */
  config: Omit<CorasConfig, 'locale' | 'currency'>;
  /** The API client, speaking the current locale. */
  client: CorasClient;
  /** The locale on screen (its bundle is loaded): the page's, the one source of the widget's locale. */
  locale: SupportedLocale;
  /** The currency prices are asked and shown in: the page's, the one source of the widget's currency. */
  currency: CurrencyCode;
  bundle: LocaleBundle;
  emitAnalytics: EmitAnalytics;
  /** Reports an error that the visitor is not told about (geolocation denied, a failed log-only call). */
  logError: (message: string, details?: unknown) => void;
  /** The timers screens schedule with: the provider's `timers` prop, else the global ones. */
  timers: TimerProvider;
}

export const CorasContext = createContext<CorasContextValue | null>(null);

/** The nearest provider's context; throws a clear error outside `<CorasProvider>`. */
export function useCorasContext(): CorasContextValue {
  const value = useContext(CorasContext);
  if (!value) throw new Error('Coras widgets must be rendered inside <CorasProvider>.');
  return value;
}
