/**
 * happy-dom runs no page scripts by default; these tests load the stand-in chart script, so they
 * turn it on for this file only.
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../test/harness.test-utils';
import {
  chartScriptUrl,
  DEFAULT_CHART_JS_URL,
  SEATING_CHART_DEFAULTS,
  SeatingChart,
  type SeatingChartProps,
} from './SeatingChart';
import type { SeatingChartConfig } from './seatingChartTypes';

/** The stand-in chart script the stories use, served by this test over HTTP as the provider's would be. */
const STAND_IN = readFileSync(
  // Tests run from the package's folder.
  join(process.cwd(), '../../apps/storybook/public/fixtures/seating-chart/chart.js'),
  'utf8',
);

let server: Server;
let origin: string;
/** A port nothing listens on: the provider's script cannot load, as offline. */
let deadOrigin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/eu/chart.js') || request.url?.startsWith('/na/chart.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(STAND_IN);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-coras-seating-chart]')) script.remove();
  (window as { seatsio?: unknown }).seatsio = undefined;
});

function renderChart(props: Partial<SeatingChartProps> = {}) {
  return renderWithSandbox(
    <SeatingChart
      workspaceKey="public-key"
      event="concert-1"
      chartJsUrl={`${origin}/{region}/chart.js`}
      {...props}
    />,
  );
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
      <SeatingChart
        workspaceKey="public-key"
        event="concert-1"
        chartJsUrl={`${origin}/{region}/chart.js`}
        {...(switched ? then : first)}
      />
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
    expect([...scripts].map((script) => script.getAttribute('src'))).toEqual([`${origin}/eu/chart.js`]);

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
    renderChart({ event: 'concert-2' });
    await waitFor(() => expect(config).toHaveBeenCalled());
    expect(config.mock.calls[0]?.[0]).toMatchObject({
      workspaceKey: 'public-key',
      event: 'concert-2',
      region: 'eu',
      language: 'en',
      showRowLabels: true,
      showRowLines: true,
      legend: { hideNonSelectableCategories: true },
      orphanSeats: 'warn',
    });
    expect(SEATING_CHART_DEFAULTS).toMatchObject({ region: 'eu', language: 'en' });
    // Still one script in the document for both charts.
    expect(document.querySelectorAll('script[data-coras-seating-chart]')).toHaveLength(1);
  });

  it("says 'Could not load' and the script's address when it cannot load, and the page carries on", async () => {
    const onLoadError = vi.fn();
    const { logger } = renderWithSandbox(
      <>
        <SeatingChart
          workspaceKey="public-key"
          event="concert-1"
          chartJsUrl={`${deadOrigin}/{region}/chart.js`}
          region="na"
          onLoadError={onLoadError}
        />
        <button type="button">Still here</button>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load ${deadOrigin}/na/chart.js`);
    expect(chartBox()).toHaveAttribute('data-chart-status', 'loadFailed');
    expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ url: `${deadOrigin}/na/chart.js` }));
    expect(logger.error).toHaveBeenCalledWith(
      `Coras widget: Could not load ${deadOrigin}/na/chart.js`,
      expect.anything(),
    );
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
    );
    const seat = await screen.findByRole('button', { name: 'Row A, seat 1' });
    // New callbacks after the chart rendered: the chart is not rendered again, the new ones are called.
    await user.click(screen.getByRole('button', { name: 'Use the new callbacks' }));
    expect(screen.getByRole('button', { name: 'Row A, seat 1' })).toBe(seat);
    await user.click(seat);
    expect(first).not.toHaveBeenCalled();
    expect(onObjectSelected).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'A-1', status: 'free' }),
      undefined,
    );
    // Row A: 1 and 3 taken leave 2 alone — an orphan seat, flagged (warn), not forbidden.
    await user.click(screen.getByRole('button', { name: 'Row A, seat 3' }));
    expect(onOrphanSeatsChanged).toHaveBeenLastCalledWith(
      [expect.objectContaining({ label: 'A-2' })],
      'select',
    );
    await user.click(screen.getByRole('button', { name: 'Row A, seat 3' }));
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
    await screen.findByRole('button', { name: 'Row A, seat 1' });
    const container = chartBox().firstElementChild as HTMLElement;
    unmount();
    expect(container.childElementCount).toBe(0);
  });
});
