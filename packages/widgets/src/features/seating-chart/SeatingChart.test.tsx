/**
 * happy-dom runs no page scripts by default; these tests load the stand-in chart script, so they
 * turn it on for this file only.
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { chartSandbox, forgetChartScripts, standInUrl } from './chartServer.test-utils';
import {
  chartScriptUrl,
  DEFAULT_CHART_JS_URL,
  SEATING_CHART_DEFAULTS,
  SeatingChart,
  type SeatingChartProps,
} from './SeatingChart';
import type { SeatingChartConfig } from './seatingChartTypes';

/** The sandbox, also on 127.0.0.1: it serves the stand-in of the provider's chart script. */
const served = chartSandbox();
const WORKSPACE = 'sandbox-public-workspace';
const EVENT = 'playboy-cork';

afterEach(forgetChartScripts);

/** A chart of the Cork theatre's event; the script address comes from the widget's configuration. */
function renderChart(props: Partial<SeatingChartProps> = {}) {
  return renderWithSandbox(<SeatingChart workspaceKey={WORKSPACE} event={EVENT} {...props} />, {
    sandbox: served.sandbox,
    seatingChartUrl: standInUrl(served.origin),
  });
}

/** A chart whose callbacks change once the button is pressed. */
function CallbackSwitch({
  first,
  then,
}: {
  first: Partial<SeatingChartProps>;
  then: Partial<SeatingChartProps>;
}) {
  const [switched, setSwitched] = useState(false);
  return (
    <>
      <SeatingChart workspaceKey={WORKSPACE} event={EVENT} {...(switched ? then : first)} />
      <button type="button" onClick={() => setSwitched(true)}>
        Use the new callbacks
      </button>
    </>
  );
}

const chartBox = () => screen.getByRole('region', { name: 'Seating chart' });

describe('SeatingChart: the provider script', () => {
  it("loads the region's script once and renders the chart with the spec's defaults", async () => {
    const onChartRendered = vi.fn();
    const onStatusChange = vi.fn();
    const config = vi.fn<(config: SeatingChartConfig) => void>();
    renderChart({ onChartRendered, onStatusChange });
    expect(chartBox()).toHaveAttribute('aria-busy', 'true');
    expect(within(chartBox()).getByRole('status')).toHaveTextContent('Loading the seating chart');
    await waitFor(() => expect(onChartRendered).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(chartBox()).toHaveAttribute('data-chart-status', 'rendered'));
    expect(chartBox()).not.toHaveAttribute('aria-busy');
    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual(['loading', 'rendered']);

    const scripts = document.querySelectorAll('script[data-coras-seating-chart]');
    expect([...scripts].map((script) => script.getAttribute('src'))).toEqual([
      `${served.origin}/sandbox/seating-chart/eu/chart.js`,
    ]);

    // What the provider received: the defaults of spec 2 §3, region eu and language en.
    const seatsio = (
      window as unknown as { seatsio: { SeatingChart: new (c: SeatingChartConfig) => unknown } }
    ).seatsio;
    const original = seatsio.SeatingChart;
    seatsio.SeatingChart = class extends (original as new (c: SeatingChartConfig) => object) {
      constructor(received: SeatingChartConfig) {
        config(received);
        super(received);
      }
    } as never;
    renderChart({ holdToken: { holdToken: 'tok-1', expiresAt: '2026-11-21T09:15:00Z' } });
    await waitFor(() => expect(config).toHaveBeenCalled());
    expect(config.mock.calls[0]?.[0]).toMatchObject({
      workspaceKey: WORKSPACE,
      event: EVENT,
      // A hold token holds the selected seats under it (the provider's manual session).
      session: 'manual',
      holdToken: 'tok-1',
      region: 'eu',
      language: 'en',
      showRowLabels: true,
      showRowLines: true,
      legend: { hideNonSelectableCategories: true },
      orphanSeats: 'warn',
    });
    expect(SEATING_CHART_DEFAULTS).toMatchObject({ region: 'eu', language: 'en' });
    // Still one script in the document for both charts; the second holds its seats under the token.
    expect(document.querySelectorAll('script[data-coras-seating-chart]')).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('[data-hold-token="tok-1"]')).not.toBeNull());
  });

  it("speaks the visitor's language: the provider's `language` is the locale's language", async () => {
    // The first chart loads the script; the provider's constructor is then watched.
    const { unmount } = renderChart();
    await screen.findByRole('button', { name: 'Stalls, row A, seat 1' });
    unmount();
    const seatsio = (
      window as unknown as { seatsio: { SeatingChart: new (c: SeatingChartConfig) => unknown } }
    ).seatsio;
    const config = vi.fn<(config: SeatingChartConfig) => void>();
    const original = seatsio.SeatingChart;
    seatsio.SeatingChart = class extends (original as new (c: SeatingChartConfig) => object) {
      constructor(received: SeatingChartConfig) {
        config(received);
        super(received);
      }
    } as never;
    for (const [locale, language] of [
      ['de-DE', 'de'],
      ['fr-MA', 'fr'],
      ['zh-CN', 'zh'],
    ] as const) {
      const view = renderWithSandbox(<SeatingChart workspaceKey={WORKSPACE} event={EVENT} />, {
        sandbox: served.sandbox,
        seatingChartUrl: standInUrl(served.origin),
        locale,
      });
      await waitFor(() => expect(config).toHaveBeenCalledTimes(1));
      expect(config.mock.calls[0]?.[0]).toMatchObject({ language });
      view.unmount();
      config.mockClear();
    }
    // A language given to the chart wins over the visitor's.
    renderWithSandbox(<SeatingChart workspaceKey={WORKSPACE} event={EVENT} language="nl" />, {
      sandbox: served.sandbox,
      seatingChartUrl: standInUrl(served.origin),
      locale: 'de-DE',
    });
    await waitFor(() => expect(config).toHaveBeenCalledTimes(1));
    expect(config.mock.calls[0]?.[0]).toMatchObject({ language: 'nl' });
  });

  it("says 'Could not load' and the script's address when it cannot load, and the page carries on", async () => {
    const onLoadError = vi.fn();
    // The sandbox has no chart script at this address: 404, as a blocked or moved provider script.
    const missing = `${served.origin}/sandbox/seating-chart/na/missing.js`;
    const { logger } = renderWithSandbox(
      <>
        <SeatingChart
          workspaceKey={WORKSPACE}
          event={EVENT}
          chartJsUrl={`${served.origin}/sandbox/seating-chart/{region}/missing.js`}
          region="na"
          onLoadError={onLoadError}
        />
        <button type="button">Still here</button>
      </>,
      { sandbox: served.sandbox },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load ${missing}`);
    expect(chartBox()).toHaveAttribute('data-chart-status', 'loadFailed');
    expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ url: missing }));
    expect(logger.error).toHaveBeenCalledWith(`Coras widget: Could not load ${missing}`, expect.anything());
    // The failed script is gone, so a later chart tries again.
    expect(document.querySelectorAll('script[data-coras-seating-chart]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Still here' }));
  });

  it("uses the provider's address by default: cdn-{region}.seatsio.net", () => {
    expect(DEFAULT_CHART_JS_URL).toBe('https://cdn-{region}.seatsio.net/chart.js');
    expect(chartScriptUrl(DEFAULT_CHART_JS_URL, 'eu')).toBe('https://cdn-eu.seatsio.net/chart.js');
    expect(chartScriptUrl(DEFAULT_CHART_JS_URL, 'oc')).toBe('https://cdn-oc.seatsio.net/chart.js');
  });
});

describe('SeatingChart: events (spec 2 §3)', () => {
  it('reports selected, deselected and orphan seats to the latest callbacks', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const onObjectSelected = vi.fn();
    const onObjectDeselected = vi.fn();
    const onOrphanSeatsChanged = vi.fn();
    renderWithSandbox(
      <CallbackSwitch
        first={{ onObjectSelected: first }}
        then={{ onObjectSelected, onObjectDeselected, onOrphanSeatsChanged }}
      />,
      { sandbox: served.sandbox, seatingChartUrl: standInUrl(served.origin) },
    );
    const seat = await screen.findByRole('button', { name: 'Stalls, row A, seat 1' });
    // New callbacks after the chart rendered: the chart is not rendered again, the new ones are called.
    await user.click(screen.getByRole('button', { name: 'Use the new callbacks' }));
    expect(screen.getByRole('button', { name: 'Stalls, row A, seat 1' })).toBe(seat);
    await user.click(seat);
    expect(first).not.toHaveBeenCalled();
    expect(onObjectSelected).toHaveBeenCalledWith(
      expect.objectContaining({
        label: 'A-1',
        status: 'free',
        labels: expect.objectContaining({ section: 'Stalls' }),
      }),
      undefined,
    );
    // Row A: 1 and 3 taken leave 2 alone — an orphan seat, flagged (warn), not forbidden.
    await user.click(screen.getByRole('button', { name: 'Stalls, row A, seat 3' }));
    expect(onOrphanSeatsChanged).toHaveBeenLastCalledWith(
      [expect.objectContaining({ label: 'A-2' })],
      'select',
    );
    await user.click(screen.getByRole('button', { name: 'Stalls, row A, seat 3' }));
    expect(onObjectDeselected).toHaveBeenCalledWith(expect.objectContaining({ label: 'A-3' }), undefined);
    expect(onOrphanSeatsChanged).toHaveBeenLastCalledWith([], 'deselect');
  });

  it('reports a chart the provider could not render', async () => {
    const onChartRenderingFailed = vi.fn();
    renderChart({ event: 'broken-event', onChartRenderingFailed });
    await waitFor(() => expect(onChartRenderingFailed).toHaveBeenCalledTimes(1));
    expect(chartBox()).toHaveAttribute('data-chart-status', 'renderingFailed');
  });

  it('destroys the chart when it unmounts', async () => {
    const { unmount } = renderChart();
    await screen.findByRole('button', { name: 'Stalls, row A, seat 1' });
    const container = chartBox().firstElementChild as HTMLElement;
    unmount();
    expect(container.childElementCount).toBe(0);
  });
});
