import type { CorasClient } from '@coras/api-client';
import type { CurrencyCode, SupportedLocale, TimerProvider } from '@coras/booking-core';
import { createContext, useContext } from 'react';
import type { EmitAnalytics } from '../analytics/analytics';
import type { CorasConfig } from '../config/config';
import type { LocaleBundle } from '../i18n/catalogue';
import type { RouterAdapter } from '../navigation/router';

/** Everything a widget screen needs from its provider. One per widget instance. */
export interface CorasContextValue {
  config: CorasConfig;
  /** The API client, speaking the current locale. */
  client: CorasClient;
  /** The locale on screen (its bundle is loaded). */
  locale: SupportedLocale;
  currency: CurrencyCode;
  bundle: LocaleBundle;
  emitAnalytics: EmitAnalytics;
  /** Reports an error that the visitor is not told about (geolocation denied, a failed log-only call). */
  logError: (message: string, details?: unknown) => void;
  /** The timers screens schedule with: the provider's `timers` prop, else the global ones. */
  timers: TimerProvider;
  /** The provider's address sync, when it has one: what gives a page its address (`href`). */
  router: RouterAdapter | undefined;
}

export const CorasContext = createContext<CorasContextValue | null>(null);

/** The nearest provider's context; throws a clear error outside `<CorasProvider>`. */
export function useCorasContext(): CorasContextValue {
  const value = useContext(CorasContext);
  if (!value) throw new Error('Coras widgets must be rendered inside <CorasProvider>.');
  return value;
}
