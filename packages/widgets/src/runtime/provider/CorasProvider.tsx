import { type CorasLogger, consoleLogger } from '@coras/api-client';
import {
  type CorasConfig,
  createFirstPageBudget,
  formatMessage,
  globalTimers,
  startParams,
} from '@coras/booking-core';
import { CorasRoot, IdleLoadGate } from '@coras/ui';
import { createStore, Provider as StateProvider } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createAnalytics } from '../analytics/analytics';
import { ApiScope, DEDUPING_MS } from '../data/ApiScope';
import { createPrefetcher, PrefetchContext } from '../data/prefetch';
import { samePage } from '../data/snapshot';
import type { LocaleMessages } from '../i18n/catalogue';
import { paramsAtom } from '../navigation/navigation';
import { BasketHostContext, createBasketHost, useBasketHost, useBasketLifecycle } from './basketHost';
import * as styles from './CorasProvider.css';
import type { CorasProviderProps } from './CorasProviderProps';
import { CorasContext, type CorasContextValue } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { FirstPageContext, useFirstPageLeft } from './firstPage';
import { AddressContext, NavigationContext } from './navigation-context';
import { ProviderMessage, useLocaleBundle } from './ProviderMessage';
import { useResolvedConfig } from './useResolvedConfig';
import { useStyleSheetCheck } from './useStyleSheetCheck';
import { useWidgetClient } from './useWidgetClient';
import { useWidgetNavigation } from './useWidgetNavigation';

export type { CorasProviderHandle, CorasProviderProps } from './CorasProviderProps';

/**
 * Configures every Coras widget inside it: the API client, the visitor's locale and currency, the
 * message catalogue, the theme, and a state store and a data cache of its own — two providers on
 * one page never share state by accident.
 *
 * Without `apiHost` or `distributorId`, or with an `apiHost` that is not an http(s) URL, it renders
 * a clear configuration message (and logs which attribute is wrong) instead of an empty box; if
 * anything inside throws while rendering, a message takes the widget's place and the error is logged.
 *
 * @example
 * <CorasProvider apiHost="http://127.0.0.1:4010" distributorId="demo" currency="EUR" locales="en-GB,de-DE">
 *   <BookingApp />
 * </CorasProvider>
 */
export function CorasProvider(props: CorasProviderProps) {
  const logger = props.logger ?? consoleLogger;
  const result = useResolvedConfig(props);
  const problem = result.ok
    ? ''
    : [
        ...(result.missing.length > 0
          ? [`missing configuration attribute(s): ${result.missing.join(', ')}`]
          : []),
        ...(result.invalid.length > 0
          ? [`the api-host attribute "${props.apiHost ?? ''}" is not an http(s) URL`]
          : []),
      ].join('; ');
  useEffect(() => {
    if (problem) logger.error(`Coras widget: ${problem}`);
  }, [problem, logger]);

  const message = (render: (messages: LocaleMessages) => string) => (
    <ProviderMessage locale={props.locale} logger={logger} theme={props.theme} nonce={props.nonce}>
      {render}
    </ProviderMessage>
  );
  if (!result.ok) {
    return message((messages) =>
      [
        ...(result.missing.length > 0
          ? [formatMessage(messages['config.missing'], { attribute: result.missing.join(' and ') })]
          : []),
        ...(result.invalid.length > 0
          ? [formatMessage(messages['config.invalid'], { attribute: 'api-host' })]
          : []),
      ].join(' '),
    );
  }
  return (
    <ErrorBoundary
      resetKey={JSON.stringify(result.config)}
      fallback={() => message((messages) => messages['error.widgetFailed'])}
      onError={(error) => logger.error('Coras widget: the widget could not be shown', error)}
    >
      <ConfiguredProvider {...props} config={result.config} logger={logger} />
    </ErrorBoundary>
  );
}

/**
 * The longest the lazy controls wait for the first page's data before loading on idle anyway (a
 * slow or stalled answer must not leave the stand-ins without their real controls).
 */
const IDLE_GATE_CAP_MS = 3000;

type ConfiguredProps = Omit<CorasProviderProps, 'logger'> & { config: CorasConfig; logger: CorasLogger };

/**
 * What the widget keeps for itself: a jotai store (its page first, `startParams`), an SWR cache
 * (`ApiScope`) with the requests it starts ahead of its screens, and its basket's controller.
 */
function ConfiguredProvider({ config, logger, ...props }: ConfiguredProps) {
  // The page's parameters only: the configuration's other settings are no page's.
  // On a server the router reads no address (there is no window): the snapshot names the page the
  // server renders, the one the router will read in the browser.
  const [start] = useState(() =>
    startParams(
      { locale: config.locale, currency: config.currency },
      props.initialParams,
      props.router?.read() ?? (typeof window === 'undefined' ? (props.initialData?.requested ?? null) : null),
    ),
  );
  // A server's snapshot of this very page, or none: another page's would show what was not asked.
  // Warned of where it is turned down, once per provider: an effect would weigh on every page.
  const [snapshot] = useState(() => {
    const given = props.initialData;
    if (!given || samePage(given.requested, start)) return given;
    if (process.env.NODE_ENV !== 'production')
      logger.warn(
        'Coras widget: initialData is the snapshot of another page (address, locale or currency): ignored',
      );
    return undefined;
  });
  const [prefetcher] = useState(() => createPrefetcher(DEDUPING_MS, Date.now, snapshot));
  // The first page prefetches during this first render's children (BookingApp, LandingPage); a
  // provider whose children asked for nothing opens the lazy controls' gate now, any other by
  // the cap at the latest.
  const timers = props.timers ?? globalTimers;
  // The calls of the page the widget opens on share one deadline (issue 28), started by its prefetch.
  const [firstPage] = useState(() => createFirstPageBudget(timers));
  useEffect(() => {
    prefetcher.settleFirstPage({ unlessStarted: true });
    const cap = timers.setTimeout(() => prefetcher.settleFirstPage(), IDLE_GATE_CAP_MS);
    return () => timers.clearTimeout(cap);
  }, [prefetcher, timers]);
  const [store] = useState(() => {
    const state = createStore();
    // The snapshot's page: on a landing without a place, the country the server located.
    state.set(paramsAtom, snapshot?.page ?? start);
    return state;
  });
  const [basket] = useState(() => createBasketHost(store));
  return (
    <StateProvider store={store}>
      <PrefetchContext.Provider value={prefetcher}>
        <IdleLoadGate.Provider value={prefetcher.firstPage}>
          <ApiScope prefetcher={prefetcher} fallback={snapshot?.data}>
            <BasketHostContext.Provider value={basket}>
              <FirstPageContext value={firstPage}>
                <WidgetRoot {...props} config={config} logger={logger} />
              </FirstPageContext>
            </BasketHostContext.Provider>
          </ApiScope>
        </IdleLoadGate.Provider>
      </PrefetchContext.Provider>
    </StateProvider>
  );
}

/**
 * The widget's root and what its screens read (`useCorasContext`): its settings, its client, and
 * the page's locale and currency — the one value of each, the page's — once the locale's texts
 * have arrived.
 */
function WidgetRoot({ config, logger, ...props }: ConfiguredProps) {
  const { params, navigate, address } = useWidgetNavigation(config, logger, props);
  useBasketLifecycle(useBasketHost(), params.locale);
  useFirstPageLeft(params.page);
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleSheetCheck(rootRef, logger);
  const client = useWidgetClient(config, params.locale, logger, props);
  const bundle = useLocaleBundle(params.locale, logger);
  const timers = props.timers ?? globalTimers;
  const onAnalyticsEvent = useRef(props.onAnalyticsEvent);
  onAnalyticsEvent.current = props.onAnalyticsEvent;
  const emitAnalytics = useMemo(
    () =>
      createAnalytics({
        onEvent: (event) => onAnalyticsEvent.current?.(event),
        dataLayer: props.dataLayer,
        target: props.eventTarget,
        onError: (error) => logger.error('Coras widget: an analytics listener failed', error),
      }),
    [props.dataLayer, props.eventTarget, logger],
  );
  // The configured locale and currency are where the widget starts (and what a new attribute
  // moves it to); the screens read the page's only.
  const settings = useMemo(() => {
    const { locale: _startLocale, currency: _startCurrency, ...rest } = config;
    return rest;
  }, [config]);
  const context = useMemo<CorasContextValue | null>(
    () =>
      bundle && {
        config: settings,
        client,
        locale: params.locale,
        currency: params.currency,
        bundle,
        emitAnalytics,
        logError: (message, details) => logger.error(message, details),
        timers,
      },
    [bundle, settings, client, params.locale, params.currency, emitAnalytics, logger, timers],
  );
  return (
    <CorasRoot
      ref={rootRef}
      className={styles.provider}
      theme={props.theme}
      nonce={props.nonce}
      lang={params.locale}
    >
      {context ? (
        <CorasContext.Provider value={context}>
          <NavigationContext.Provider value={navigate}>
            <AddressContext.Provider value={address}>{props.children}</AddressContext.Provider>
          </NavigationContext.Provider>
        </CorasContext.Provider>
      ) : null}
    </CorasRoot>
  );
}
