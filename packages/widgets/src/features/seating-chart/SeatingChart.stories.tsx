import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SeatingChart, seatingChartStatuses } from './SeatingChart';
import { seatingChartRegions } from './seatingChartTypes';

/**
 * The chart script is the sandbox's stand-in of the provider's (`GET /sandbox/seating-chart/{region}/chart.js`,
 * apps/sandbox-api/src/seating): the same interface — a `seatsio` global rendering into the chart's
 * box and reporting its events — drawing the Cork theatre's event (`playboy-cork`: Stalls, Dress
 * Circle, Upper Circle, Balcony), so the stories never reach the internet. The stories' provider
 * points `seatingChartUrl` at it (.storybook/preview.tsx).
 */
const chartOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Seating chart' });

async function rendered(canvasElement: HTMLElement) {
  await waitFor(() => expect(chartOf(canvasElement)).toHaveAttribute('data-chart-status', 'rendered'), {
    timeout: 10_000,
  });
}

/**
 * The seat-reservation provider's seating chart (spec 2 §1, §3, §8), loaded from its script
 * address with the spec's defaults (row labels and lines, non-selectable categories hidden, orphan
 * seats warned; region eu, language en), its events as callbacks. The provider's real script is on
 * the internet (`https://cdn-{region}.seatsio.net/chart.js`); these stories use the sandbox's stand-in.
 */
const meta = {
  title: 'Widgets/SeatingChart',
  component: SeatingChart,
  args: {
    workspaceKey: 'sandbox-public-workspace',
    event: 'playboy-cork',
    height: 260,
    onObjectSelected: fn(),
    onObjectDeselected: fn(),
    onOrphanSeatsChanged: fn(),
    onChartRendered: fn(),
    onChartRenderingFailed: fn(),
    onLoadError: fn(),
  },
  argTypes: {
    region: { control: 'inline-radio', options: seatingChartRegions },
    options: { control: 'object' },
  },
  parameters: { containerWidth: 600, corasProvider: {} },
} satisfies Meta<typeof SeatingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered: row labels and row lines, booked seats greyed out. */
export const Rendered: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    await expect(args.onChartRendered).toHaveBeenCalledTimes(1);
    const chart = chartOf(canvasElement);
    await expect(within(chart).getByRole('button', { name: 'Stalls, row B, seat 3, booked' })).toBeDisabled();
    await expect(within(chart).getAllByRole('group')).toHaveLength(4);
  },
};

/**
 * Selecting A1 and A3 leaves A2 alone: the chart flags it and reports the orphan seats (warn, not
 * forbidden); deselecting A3 clears the warning. Every event reaches its callback.
 */
export const SelectWithOrphanWarning: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const chart = chartOf(canvasElement);
    await userEvent.click(within(chart).getByRole('button', { name: 'Stalls, row A, seat 1' }));
    await userEvent.click(within(chart).getByRole('button', { name: 'Stalls, row A, seat 3' }));
    await expect(args.onObjectSelected).toHaveBeenCalledTimes(2);
    await expect(args.onObjectSelected).toHaveBeenLastCalledWith(
      expect.objectContaining({ label: 'A-3', status: 'free' }),
      undefined,
    );
    await expect(args.onOrphanSeatsChanged).toHaveBeenLastCalledWith(
      [expect.objectContaining({ label: 'A-2' })],
      'select',
    );
    await expect(within(chart).getByRole('button', { name: 'Stalls, row A, seat 2' })).toHaveAttribute(
      'data-orphan',
    );
    await expect(within(chart).getByRole('button', { name: 'Stalls, row A, seat 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** By keyboard: Tab reaches the seats, Space selects and deselects. */
export const KeyboardSelection: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const seat = within(chartOf(canvasElement)).getByRole('button', { name: 'Stalls, row A, seat 1' });
    await userEvent.tab();
    await expect(seat).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onObjectDeselected).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'A-1' }),
      undefined,
    );
  },
};

/**
 * The provider's script cannot load (as always offline): 'Could not load' and the address, and
 * the rest of the page carries on.
 */
export const CouldNotLoad: Story = {
  args: { chartJsUrl: '/fixtures/seating-chart/{region}/unreachable-chart.js', region: 'eu' },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Could not load /fixtures/seating-chart/eu/unreachable-chart.js');
    await expect(args.onLoadError).toHaveBeenCalledTimes(1);
    await expect(chartOf(canvasElement)).toHaveAttribute('data-chart-status', 'loadFailed');
  },
};

/** The provider could not render this event: the failure reaches its callback. */
export const RenderingFailed: Story = {
  args: { event: 'broken-event' },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onChartRenderingFailed).toHaveBeenCalledTimes(1));
    await expect(chartOf(canvasElement)).toHaveAttribute('data-chart-status', 'renderingFailed');
    await expect(seatingChartStatuses).toContain('renderingFailed');
  },
};

/** A phone-wide widget: the chart scrolls inside its box. */
export const Mobile375: Story = {
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
  },
};
