import {
  type CorasLogger,
  consoleLogger,
  createCorasClient,
  type SessionStore,
  type TimeoutOptions,
} from '@coras/api-client';
import type { AnalyticsEvent, PageParams, ParamsUpdate, TimerProvider } from '@coras/booking-core';
import { DEFAULT_LOCALE, formatMessage, globalTimers, nextParams, resolveLocale } from '@coras/booking-core';
import { CorasRoot, type CorasThemeOverrides, IdleLoadGate } from '@coras/ui';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createAnalytics } from '../analytics/analytics';
import { type CorasConfig, type CorasConfigInput, resolveConfig } from '../config/config';
import { ApiCacheProvider, createApiCache } from '../data/apiCache';
import { createPrefetcher, PrefetchContext } from '../data/prefetch';
import { englishBundle, type LocaleBundle, type LocaleMessages, loadLocaleBundle } from '../i18n/catalogue';
import { paramsAtom, paramsUpdatePayload } from '../navigation/navigation';
import type { RouterAdapter } from '../navigation/router';
import { createStore, StoreProvider, useAtomValue, useStore } from '../state/store';
import * as styles from './CorasProvider.css';
import { CorasContext, type CorasContextValue } from './context';
import { AddressContext, type Navigate, NavigationContext } from './navigation-context';
import { ProviderErrorBoundary } from './ProviderErrorBoundary';
import { defaultSessionStore } from './sessionStore';
import { useStyleSheetCheck } from './useStyleSheetCheck';

/** What a host page holds of a provider through its `ref`. */
export interface CorasProviderHandle {
  /**
   * Switches the page as a visitor would (spec 1 §2), with the params-update payload: the address
   * follows when a router is on, the focus moves to the new page's heading and `onParamsUpdate`
   * tells of it. A payload without a known page, or the details page without an `id`, changes
   * nothing and is logged. Resolves `true` once applied, `false` when refused; rejects with an
   * `Error` when the navigation's small chunk cannot load (offline), the page unchanged.
   *
   * @example
   * providerRef.current?.navigate({ page: 'help' });
   */
  navigate(params: ParamsUpdate): Promise<boolean>;
}

export interface CorasProviderProps extends CorasConfigInput {
  /**
   * Receives the {@link CorasProviderHandle} (`navigate`) while the widget is shown; `null` while its
   * configuration is incomplete.
   */
  ref?: Ref<CorasProviderHandle> | undefined;
  /** A distributor's brand: any subset of the ui kit's theme tokens, applied at runtime. */
  theme?: CorasThemeOverrides | undefined;
  /** The host page's Content-Security-Policy nonce (see `<CorasRoot nonce>`). */
  nonce?: string | undefined;
  /** The page to start on, as a params-update (spec 1 §2). @default the landing page */
  initialParams?: ParamsUpdate | undefined;
  /** Called on every page change with the params-update payload (spec 1 §2). */
  onParamsUpdate?: ((params: ParamsUpdate) => void) | undefined;
  /** Called with every e-commerce event (GA4-shaped). */
  onAnalyticsEvent?: ((event: AnalyticsEvent) => void) | undefined;
  /** Opt-in: push the events to this array (usually `window.dataLayer`). */
  dataLayer?: unknown[] | undefined;
  /**
   * Opt-in address sync (e.g. `createHistoryRouter()`); without it the widget navigates in memory.
   * A router with `href` makes the navigation targets real links to their addresses.
   */
  router?: RouterAdapter | undefined;
  /**
   * Where the booking session lives. @default the `booking-session` cookie in a browser (on a
   * plain-http page other than localhost, where the browser drops the `Secure` cookie, the tab's
   * sessionStorage, with a console warning), memory elsewhere
   */
  sessionStore?: SessionStore | undefined;
  /**
   * How long the API client waits for an answer before the call fails as a network failure (and
   * is retried as one): `requestMs` for every call, `confirmationMs` for the basket's confirmation.
   * @default { requestMs: 15000, confirmationMs: 60000 }
   */
  timeout?: TimeoutOptions | undefined;
  /** The `fetch` the API client uses (tests serve the sandbox in-process through it). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Where errors the visitor is not told about are reported. @default the console */
  logger?: CorasLogger | undefined;
  /** Receives the `coras-analytics` DOM events (the custom element sets itself). */
  eventTarget?: EventTarget | null | undefined;
  /**
   * The timers every widget inside schedules with, the API client's retries and timeouts included
   * (tests and stories pass fake ones, so nothing waits in real time). @default the global timers,
   * read at call time
   */
  timers?: TimerProvider | undefined;
  children?: ReactNode;
}

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
  const result = resolveConfig(props);
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
    <ProviderErrorBoundary
      resetKey={JSON.stringify(result.config)}
      fallback={message((messages) => messages['error.widgetFailed'])}
      onError={(error) => logger.error('Coras widget: the widget could not be shown', error)}
    >
      <ConfiguredProvider {...props} config={result.config} logger={logger} />
    </ProviderErrorBoundary>
  );
}

/**
 * A message in the widget's place, in the configured locale (English until its texts arrive): the
 * provider has no configuration, or failed, so it reads the locale attribute itself.
 */
function ProviderMessage({
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
  const resolved = resolveLocale(locale?.trim() || DEFAULT_LOCALE);
  const bundle = useLocaleBundle(resolved, logger) ?? englishBundle;
  return (
    <CorasRoot className={styles.provider} theme={theme} nonce={nonce} lang={bundle.locale}>
      <p role="alert" className={styles.configMessage}>
        {children(bundle.messages)}
      </p>
    </CorasRoot>
  );
}

/** How long the cache reuses an answer without asking again (and a prefetched answer stays good). */
const DEDUPING_MS = 5000;

/**
 * The longest the lazy controls wait for the first page's data before loading on idle anyway (a
 * slow or stalled answer must not leave the stand-ins without their real controls).
 */
const IDLE_GATE_CAP_MS = 3000;

/** Loads a locale's bundle; until it arrives the previous one stays on screen (no flash of keys). */
function useLocaleBundle(locale: PageParams['locale'], logger: CorasLogger): LocaleBundle | null {
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

function ConfiguredProvider({
  config,
  logger,
  ...props
}: Omit<CorasProviderProps, 'logger'> & { config: CorasConfig; logger: CorasLogger }) {
  const [prefetcher] = useState(() => createPrefetcher(DEDUPING_MS));
  // A cache per widget instance; keys carry the locale and currency they depend on. The API client
  // retries already (spec 1 §8): the cache never does.
  const [cache] = useState(() => createApiCache(DEDUPING_MS, (key) => prefetcher.take(key)));
  // The first page prefetches during this first render's children (BookingApp, LandingPage); a
  // provider whose children asked for nothing opens the lazy controls' gate now, any other by
  // the cap at the latest.
  const timers = props.timers ?? globalTimers;
  useEffect(() => {
    prefetcher.settleFirstPage({ unlessStarted: true });
    const cap = timers.setTimeout(() => prefetcher.settleFirstPage(), IDLE_GATE_CAP_MS);
    return () => timers.clearTimeout(cap);
  }, [prefetcher, timers]);
  const [store] = useState(() => {
    const state = createStore();
    const fromAddress = props.router?.read();
    state.set(
      paramsAtom,
      fromAddress ??
        nextParams(state.get(paramsAtom), {
          locale: config.locale,
          currency: config.currency,
          page: 'landing',
          ...props.initialParams,
        }),
    );
    return state;
  });
  return (
    <StoreProvider store={store}>
      <PrefetchContext.Provider value={prefetcher}>
        <IdleLoadGate.Provider value={prefetcher.firstPage}>
          <ApiCacheProvider cache={cache}>
            <ProviderWithState {...props} config={config} logger={logger} />
          </ApiCacheProvider>
        </IdleLoadGate.Provider>
      </PrefetchContext.Provider>
    </StoreProvider>
  );
}

function ProviderWithState({
  config,
  logger,
  ...props
}: Omit<CorasProviderProps, 'logger'> & { config: CorasConfig; logger: CorasLogger }) {
  const store = useStore();
  const params = useAtomValue(paramsAtom);
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleSheetCheck(rootRef, logger);
  const callbacks = useRef(props);
  callbacks.current = props;

  // The default store is made once per widget: its choice warns the integrator of a plain-http page once.
  const defaultStore = useRef<SessionStore | null>(null);
  if (!props.sessionStore && !defaultStore.current) defaultStore.current = defaultSessionStore(logger);
  const sessionStore = props.sessionStore ?? (defaultStore.current as SessionStore);
  // The timeouts by value: a host passing a new object literal on every render keeps its client.
  const { requestMs, confirmationMs } = props.timeout ?? {};
  const baseClient = useMemo(
    () =>
      createCorasClient({
        apiHost: config.apiHost,
        distributorId: config.distributorId,
        locale: config.locale,
        sessionStore,
        logger,
        timeout: { requestMs, confirmationMs },
        fetch: props.fetch,
        timers: props.timers,
      }),
    [
      config.apiHost,
      config.distributorId,
      config.locale,
      sessionStore,
      props.fetch,
      props.timers,
      requestMs,
      confirmationMs,
      logger,
    ],
  );
  const client = useMemo(() => baseClient.withLocale(params.locale), [baseClient, params.locale]);
  const bundle = useLocaleBundle(params.locale, logger);
  const timers = props.timers ?? globalTimers;

  const emitAnalytics = useMemo(
    () =>
      createAnalytics({
        onEvent: (event) => callbacks.current.onAnalyticsEvent?.(event),
        dataLayer: props.dataLayer,
        target: props.eventTarget,
        onError: (error) => logger.error('Coras widget: an analytics listener failed', error),
      }),
    [props.dataLayer, props.eventTarget, logger],
  );

  const navigate = useCallback<Navigate>(
    (update, options = {}) => {
      const next = nextParams(store.get(paramsAtom), update);
      store.set(paramsAtom, next);
      if (!options.replace) callbacks.current.router?.push(next);
      callbacks.current.onParamsUpdate?.(paramsUpdatePayload(next));
    },
    [store],
  );

  // The host's own menu (spec 1 §2); the check and its messages load with the first call. A chunk
  // that cannot load (offline) rejects the call, for its caller to handle: the page stays, and the
  // next call asks for the chunk again.
  useImperativeHandle(
    props.ref,
    () => ({
      navigate: (update) =>
        import('../navigation/hostNavigation').then(
          (host) => host.navigateFromHost(update, store.get(paramsAtom), nextParams, navigate, logger),
          (cause: unknown) => {
            throw new Error('Coras widget: the navigation could not be loaded', { cause });
          },
        ),
    }),
    [navigate, store, logger],
  );

  // The host changed the locale or currency attribute: follow it on the current page.
  const configured = useRef({ locale: config.locale, currency: config.currency });
  useEffect(() => {
    const previous = configured.current;
    if (previous.locale === config.locale && previous.currency === config.currency) return;
    configured.current = { locale: config.locale, currency: config.currency };
    navigate({ page: store.get(paramsAtom).page, locale: config.locale, currency: config.currency });
  }, [config.locale, config.currency, navigate, store]);

  useEffect(() => {
    const router = props.router;
    if (!router) return;
    return router.subscribe((fromAddress) => {
      store.set(paramsAtom, fromAddress);
      callbacks.current.onParamsUpdate?.(paramsUpdatePayload(fromAddress));
    });
  }, [props.router, store]);

  // A target's address is the router's of the page `navigate` would move to.
  const href = props.router?.href;
  const address = useMemo(
    () => (href ? (update: ParamsUpdate) => href(nextParams(params, update)) : null),
    [href, params],
  );

  const context = useMemo<CorasContextValue | null>(
    () =>
      !bundle
        ? null
        : {
            config,
            client,
            locale: params.locale,
            currency: params.currency,
            bundle,
            emitAnalytics,
            logError: (message, details) => logger.error(message, details),
            timers,
          },
    [bundle, config, client, params.locale, params.currency, emitAnalytics, logger, timers],
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
