import { buildPath, PAYMENT_STATUS_EVENT, RESERVATION_CREATED_EVENT } from '@coras/booking-core';
import { BookingApp, CorasProvider, type RouterAdapter } from '@coras/widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSideBySide } from './layout';
import * as styles from './Playground.css';
import type { LoggedEvent } from './panel/EventLog';
import { IntegratorPanel } from './panel/IntegratorPanel';
import { withPlaygroundQuery } from './router';
import {
  type ConfigSettings,
  defaultSettings,
  type PlaygroundSettings,
  type PointsFormula,
  providerConfig,
  STORAGE_KEY,
  themeOverrides,
} from './settings';
import { elementSnippet, reactSnippet } from './snippets';

export interface AppProps {
  /** The settings a reload kept (see `readSettings`). */
  initialSettings: PlaygroundSettings;
  router: RouterAdapter;
  /** Where the settings are kept. @default localStorage */
  storage?: Pick<Storage, 'setItem'>;
}

const MAX_EVENTS = 200;

const clock = (date: Date) => date.toTimeString().slice(0, 8);

/**
 * The playground: the whole storefront against the configured API, its page kept in the address,
 * and the integrator panel that configures it and shows what it sends to the host page.
 */
export function App({ initialSettings, router, storage = window.localStorage }: AppProps) {
  const [settings, setSettings] = useState(initialSettings);
  // Applying a configuration starts the widget afresh (a new client and data cache) on the same page.
  const [generation, setGeneration] = useState(0);
  // A reset starts the configuration form again from the defaults.
  const [resets, setResets] = useState(0);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const nextEventId = useRef(0);

  useEffect(() => {
    storage.setItem(STORAGE_KEY, JSON.stringify(settings));
  }, [settings, storage]);

  const logEvent = useCallback((name: LoggedEvent['name'], detail: unknown) => {
    nextEventId.current += 1;
    const entry = { id: nextEventId.current, name, time: clock(new Date()), detail };
    setEvents((current) => [entry, ...current].slice(0, MAX_EVENTS));
  }, []);

  useEffect(() => {
    const onReservation = (event: Event) => logEvent('reservation-created', (event as CustomEvent).detail);
    const onPayment = (event: Event) => logEvent('payment-status', (event as CustomEvent).detail);
    window.addEventListener(RESERVATION_CREATED_EVENT, onReservation);
    window.addEventListener(PAYMENT_STATUS_EVENT, onPayment);
    return () => {
      window.removeEventListener(RESERVATION_CREATED_EVENT, onReservation);
      window.removeEventListener(PAYMENT_STATUS_EVENT, onPayment);
    };
  }, [logEvent]);

  const applyConfig = useCallback(
    (config: ConfigSettings, points: PointsFormula) => {
      // The address carries the api-host and the page in the new locale and currency: the widget
      // restarts from it.
      const search = new URLSearchParams(window.location.search);
      search.set('api-host', config.apiHost.trim());
      const page = router.read() ?? { page: 'landing' as const };
      const path = buildPath({ ...page, locale: config.locale, currency: config.currency });
      window.history.replaceState(window.history.state, '', withPlaygroundQuery(path, `?${search}`));
      setSettings((current) => ({ ...current, config, points }));
      setGeneration((current) => current + 1);
    },
    [router],
  );

  const reset = useCallback(() => {
    const defaults = defaultSettings(import.meta.env.VITE_API_HOST || undefined);
    applyConfig(defaults.config, defaults.points);
    setSettings((current) => ({ ...defaults, panelOpen: current.panelOpen }));
    setResets((current) => current + 1);
  }, [applyConfig]);

  const { config, points, theme, width } = settings;
  const providerProps = useMemo(() => providerConfig(config, points), [config, points]);
  const themeProps = useMemo(() => themeOverrides(theme), [theme]);
  const snippets = useMemo(
    () => ({ react: reactSnippet(config, points, theme), element: elementSnippet(config, points, theme) }),
    [config, points, theme],
  );

  // Beside the widget the panel opens as it was left (kept in the settings). Above it, on a narrow
  // screen, it starts as a closed bar each visit: open, it would take the phone's first screen.
  const sideBySide = useSideBySide();
  const [openAbove, setOpenAbove] = useState(false);
  const panelOpen = sideBySide ? settings.panelOpen : openAbove;
  const onPanelOpenChange = useCallback(
    (open: boolean) => {
      if (sideBySide) setSettings((current) => ({ ...current, panelOpen: open }));
      else setOpenAbove(open);
    },
    [sideBySide],
  );

  const frame = useRef<HTMLDivElement>(null);
  // A drag of the frame's corner is a free width: keep it (and show it) like a typed one.
  useEffect(() => {
    const element = frame.current;
    if (!element || width === 'fill') return;
    const observer = new ResizeObserver(() => {
      const dragged = Math.round(element.getBoundingClientRect().width);
      if (dragged !== width) setSettings((current) => ({ ...current, width: dragged }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  // The widget, kept as one element while only the event log changes: logging the widget's own
  // params-update would otherwise render the whole widget again with every navigation.
  const onParamsUpdate = useCallback((params: unknown) => logEvent('params-update', params), [logEvent]);
  const onAnalyticsEvent = useCallback((event: unknown) => logEvent('analytics', event), [logEvent]);
  const widget = useMemo(
    () => (
      <CorasProvider
        key={generation}
        {...providerProps}
        theme={themeProps}
        router={router}
        onParamsUpdate={onParamsUpdate}
        onAnalyticsEvent={onAnalyticsEvent}
      >
        <BookingApp />
      </CorasProvider>
    ),
    [generation, providerProps, themeProps, router, onParamsUpdate, onAnalyticsEvent],
  );
  const stage = (
    <div key="stage" className={styles.stage} data-width={width === 'fill' ? 'fill' : 'fixed'}>
      <div
        ref={frame}
        className={styles.frame}
        data-width={width === 'fill' ? 'fill' : 'fixed'}
        style={width === 'fill' ? undefined : { width: `${width}px` }}
      >
        {widget}
      </div>
    </div>
  );
  const panel = (
    <IntegratorPanel
      key="panel"
      open={panelOpen}
      onOpenChange={onPanelOpenChange}
      config={config}
      points={points}
      onApply={applyConfig}
      onReset={reset}
      configVersion={resets}
      theme={theme}
      onThemeChange={(next) => setSettings((current) => ({ ...current, theme: next }))}
      width={width}
      onWidthChange={(next) => setSettings((current) => ({ ...current, width: next }))}
      events={events}
      onClearEvents={() => setEvents([])}
      snippets={snippets}
    />
  );

  // The reading and Tab order is the order on screen: the widget then the panel beside it, the
  // panel's bar then the widget on a narrow screen. Keyed, neither remounts when the order flips.
  return (
    <div className={styles.shell} data-panel={panelOpen ? 'open' : 'closed'}>
      {sideBySide ? [stage, panel] : [panel, stage]}
    </div>
  );
}
