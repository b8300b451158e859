import { type CorasClient, type CorasLogger, createCorasClient, type SessionStore } from '@coras/api-client';
import type { CorasConfig, SupportedLocale } from '@coras/booking-core';
import { useMemo, useRef } from 'react';
import type { CorasProviderProps } from './CorasProviderProps';
import { defaultSessionStore } from './sessionStore';

/**
 * The widget's API client, speaking the page's `locale`: made once per configuration, with the
 * host's session store, timeouts, `fetch` and timers, or the defaults.
 */
export function useWidgetClient(
  config: CorasConfig,
  locale: SupportedLocale,
  logger: CorasLogger,
  props: Pick<CorasProviderProps, 'sessionStore' | 'timeout' | 'fetch' | 'timers'>,
): CorasClient {
  // The default store is made once per widget: its choice warns the integrator of a plain-http page once.
  const defaultStore = useRef<SessionStore | null>(null);
  if (!props.sessionStore && !defaultStore.current) defaultStore.current = defaultSessionStore(logger);
  const sessionStore = props.sessionStore ?? (defaultStore.current as SessionStore);
  // The timeouts by value: a host passing a new object literal on every render keeps its client.
  const { requestMs, confirmationMs } = props.timeout ?? {};
  const { apiHost, distributorId } = config;
  const base = useMemo(
    () =>
      createCorasClient({
        apiHost,
        distributorId,
        sessionStore,
        logger,
        timeout: { requestMs, confirmationMs },
        fetch: props.fetch,
        timers: props.timers,
      }),
    [apiHost, distributorId, sessionStore, props.fetch, props.timers, requestMs, confirmationMs, logger],
  );
  return useMemo(() => base.withLocale(locale), [base, locale]);
}
