import { localeLanguageCode } from '@coras/booking-core';
import { Alert, Spinner } from '@coras/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { loadChartScript, SeatingChartLoadError } from './loadChartScript';
import { seatingChartMessages } from './messages/en-GB';
import * as styles from './SeatingChart.css';
import type {
  SeatingChartCallbacks,
  SeatingChartHoldToken,
  SeatingChartInstance,
  SeatingChartOptions,
  SeatingChartRegion,
} from './seatingChartTypes';

/** The provider's chart script; `{region}` is replaced by the chart's region. */
export const DEFAULT_CHART_JS_URL = 'https://cdn-{region}.seatsio.net/chart.js';

/** The script address of a region: `chartScriptUrl(DEFAULT_CHART_JS_URL, 'eu')` → 'https://cdn-eu.seatsio.net/chart.js'. */
export function chartScriptUrl(template: string, region: SeatingChartRegion): string {
  return template.replaceAll('{region}', region);
}

/**
 * The chart defaults of spec 2 §3 and §9: row labels and lines shown, non-selectable categories
 * hidden from the legend, orphan seats flagged (not forbidden); region eu, language en. The chart
 * speaks the visitor's language, though: `language` is en only where the widget's locale is English.
 */
export const SEATING_CHART_DEFAULTS = {
  region: 'eu',
  language: 'en',
  options: {
    showRowLabels: true,
    showRowLines: true,
    legend: { hideNonSelectableCategories: true },
    orphanSeats: 'warn',
  },
} as const satisfies { region: SeatingChartRegion; language: string; options: SeatingChartOptions };

/** Where the chart is: loading its script and rendering, on screen, or failed (and why). */
export const seatingChartStatuses = ['loading', 'rendered', 'renderingFailed', 'loadFailed'] as const;
export type SeatingChartStatus = (typeof seatingChartStatuses)[number];

export interface SeatingChartProps extends SeatingChartCallbacks {
  /** The provider's public workspace key. */
  workspaceKey: string;
  /** The event (or season) whose seats are shown. */
  event: string;
  /** @default 'eu' */
  region?: SeatingChartRegion | undefined;
  /**
   * The language of the provider's own texts (its `language` option: the legend, the tooltips).
   * @default the visitor's: the language code of the widget's locale ('de-DE' → 'de'), 'en' for
   * the default locale
   */
  language?: string | undefined;
  /**
   * The provider's script; `{region}` is replaced by `region`.
   * @default the provider's `seatingChartUrl` (attribute `seating-chart-url`), whose own default is
   * 'https://cdn-{region}.seatsio.net/chart.js'
   */
  chartJsUrl?: string | undefined;
  /**
   * The hold token the selected seats are held under (the provider's `session: 'manual'`): give
   * one only while it is valid (its `expiresAt`).
   */
  holdToken?: SeatingChartHoldToken | undefined;
  /**
   * More renderer options, over the defaults (pricing, maxSelectedObjects…). Compared by value:
   * a new object with the same options does not render the chart again.
   */
  options?: SeatingChartOptions | undefined;
  /** Called when the script cannot be loaded (the chart then shows 'Could not load' and its address). */
  onLoadError?: ((error: SeatingChartLoadError) => void) | undefined;
  /** Called whenever the status changes. */
  onStatusChange?: ((status: SeatingChartStatus) => void) | undefined;
  /** The Content-Security-Policy nonce given to the script element. */
  nonce?: string | undefined;
  /** The chart's height. @default 480 */
  height?: number | string | undefined;
  className?: string | undefined;
}

/**
 * The seat-reservation provider's seating chart (spec 2 §1, §3, §8): its script is loaded from
 * `chartJsUrl` (never bundled) and renders into a box of the widget, with the spec's defaults;
 * its events — selected, deselected, orphan seats changed, rendered, rendering failed — arrive as
 * the typed callbacks, always the latest ones passed. When the script cannot load (offline, blocked)
 * the box says 'Could not load' and the address, the failure is logged, and the page carries on.
 *
 * Data attributes: `data-chart-status="loading" | "rendered" | "renderingFailed" | "loadFailed"`.
 *
 * @example
 * <SeatingChart workspaceKey={key} event={eventKey} onObjectSelected={(seat) => add(seat.label)} />
 */
export function SeatingChart({
  workspaceKey,
  event,
  region = SEATING_CHART_DEFAULTS.region,
  language: languageProp,
  chartJsUrl,
  holdToken,
  options,
  nonce,
  height = 480,
  className,
  ...callbacks
}: SeatingChartProps) {
  const t = useTranslate(seatingChartMessages);
  const { logError, config, locale } = useCorasContext();
  const language = languageProp ?? (localeLanguageCode(locale) || SEATING_CHART_DEFAULTS.language);
  const url = chartScriptUrl(chartJsUrl ?? config.seatingChartUrl ?? DEFAULT_CHART_JS_URL, region);
  const token = holdToken?.holdToken;
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SeatingChartStatus>('loading');
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // Functions drop out of JSON: options are compared by their values.
  const optionsKey = JSON.stringify(options ?? {});

  useEffect(() => {
    latest.current.onStatusChange?.(status);
  }, [status]);

  useEffect(() => {
    let active = true;
    let chart: SeatingChartInstance | undefined;
    setStatus('loading');
    // The options are read from their ref (functions included); their value decides a new render.
    void optionsKey;
    loadChartScript(url, nonce === undefined ? {} : { nonce }).then(
      (seatsio) => {
        const container = containerRef.current;
        if (!active || !container) return;
        chart = new seatsio.SeatingChart({
          ...SEATING_CHART_DEFAULTS.options,
          ...optionsRef.current,
          container,
          workspaceKey,
          event,
          region,
          language,
          ...(token ? { session: 'manual', holdToken: token } : {}),
          onObjectSelected: (object, ticketType) => latest.current.onObjectSelected?.(object, ticketType),
          onObjectDeselected: (object, ticketType) => latest.current.onObjectDeselected?.(object, ticketType),
          onOrphanSeatsChanged: (orphans, action) => latest.current.onOrphanSeatsChanged?.(orphans, action),
          onChartRendered: (rendered) => {
            if (active) setStatus('rendered');
            latest.current.onChartRendered?.(rendered);
          },
          onChartRenderingFailed: (failed) => {
            if (active) setStatus('renderingFailed');
            latest.current.onChartRenderingFailed?.(failed);
          },
        }).render();
      },
      (error: unknown) => {
        if (!active) return;
        const failure = error instanceof SeatingChartLoadError ? error : new SeatingChartLoadError(url);
        setStatus('loadFailed');
        logError(`Coras widget: ${failure.message}`, failure);
        latest.current.onLoadError?.(failure);
      },
    );
    return () => {
      active = false;
      if (chart && chart.state !== 'DESTROYED') chart.destroy();
    };
  }, [url, nonce, workspaceKey, event, region, language, token, optionsKey, logError]);

  return (
    <section
      aria-label={t('seatingChart.label')}
      aria-busy={status === 'loading' ? true : undefined}
      data-chart-status={status}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
    >
      <div ref={containerRef} className={styles.chart} />
      {status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size={32} label={t('seatingChart.loading')} />
        </div>
      ) : null}
      {status === 'loadFailed' ? (
        <Alert status="error" className={styles.failed}>
          {t('seatingChart.couldNotLoad', { url })}
        </Alert>
      ) : null}
    </section>
  );
}
