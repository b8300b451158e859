/**
 * happy-dom runs no page scripts by default; these tests load the sandbox's stand-in chart script,
 * so they turn it on for this file only.
 * @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
 */
import { createMemorySessionStore } from '@coras/api-client';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { BookingFromSandbox } from '../details-booking/detailsBookingStory.test-utils';
import { chartSandbox, forgetChartScripts, standInUrl } from './chartServer.test-utils';

const served = chartSandbox();
afterEach(forgetChartScripts);

/** A session store on the sandbox's clock (it is pinned to another day than the machine's). */
async function sandboxSessionStore() {
  const answer = await served.sandbox.app.fetch(new Request('http://sandbox.test/sandbox/clock'));
  const { now } = (await answer.json()) as { now: string };
  const skew = Date.now() - Date.parse(now);
  return createMemorySessionStore({ now: () => Date.now() - skew });
}

/** The Cork theatre's booking panel, its chart script at `seatingChartUrl`, availability checked. */
async function checkedTheatre(seatingChartUrl: string) {
  const user = userEvent.setup();
  const view = renderWithSandbox(<BookingFromSandbox id={FIXTURE_IDS.corkTheatre} />, {
    sandbox: served.sandbox,
    sessionStore: await sandboxSessionStore(),
    seatingChartUrl,
    initialParams: { page: 'details', id: FIXTURE_IDS.corkTheatre },
  });
  await user.click(await screen.findByRole('button', { name: 'Check Availability' }));
  const sections = await screen.findByRole('list');
  return { ...view, user, sections };
}

/** The chart's box, once its lazily loaded chunk is there. */
const chartBox = () => screen.findByRole('region', { name: 'Seating chart' });

describe('the seating chart above a theatre’s sections (spec 2 §1, §3)', () => {
  it('chooses the section of a picked seat, as the list does; deselecting is announced', async () => {
    const { user, sections } = await checkedTheatre(standInUrl(served.origin));
    // The list of sections stays: the chart's accessible alternative, pointed to beside the chart.
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Stalls'),
      expect.stringContaining('Dress Circle'),
      expect.stringContaining('Upper Circle'),
      expect.stringContaining('Balcony'),
    ]);
    expect(
      await screen.findByText(
        'Pick a seat on the chart to choose its section, or choose a section from the list above.',
      ),
    ).toBeVisible();

    // The sandbox's stand-in draws the event's sections; a seat of the Dress Circle opens its preview.
    const seat = await within(await chartBox()).findByRole('button', { name: 'Dress Circle, row C, seat 2' });
    await waitFor(async () => expect(await chartBox()).toHaveAttribute('data-chart-status', 'rendered'));
    expect(
      within(await chartBox()).getByRole('button', { name: 'Dress Circle, row D, seat 3, booked' }),
    ).toBeDisabled();
    await user.click(seat);
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByText('Dress Circle')).toBeVisible();
    expect(seat).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus goes back to the seat that opened the preview.
    expect(seat).toHaveFocus();

    await user.click(seat);
    expect(seat).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Seat C-2 deselected.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Could not load' and the address when the provider's script is missing; the list still works", async () => {
    const missing = `${served.origin}/sandbox/seating-chart/{region}/missing.js`;
    const { user, sections, logger } = await checkedTheatre(missing);
    const alert = await within(await chartBox()).findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load ${served.origin}/sandbox/seating-chart/eu/missing.js`);
    expect(logger.error).toHaveBeenCalledWith(
      `Coras widget: Could not load ${served.origin}/sandbox/seating-chart/eu/missing.js`,
      expect.anything(),
    );
    const stalls = within(sections).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(stalls).getByRole('button', { name: 'Select' }));
    expect(within(await screen.findByRole('dialog')).getByText('Stalls')).toBeVisible();
  });

  it('shows no chart for an attraction without a chart event', async () => {
    const user = userEvent.setup();
    renderWithSandbox(<BookingFromSandbox id={FIXTURE_IDS.footballMatch} />, {
      sandbox: served.sandbox,
      sessionStore: await sandboxSessionStore(),
      seatingChartUrl: standInUrl(served.origin),
      initialParams: { page: 'details', id: FIXTURE_IDS.footballMatch },
    });
    await user.click(await screen.findByRole('button', { name: 'Check Availability' }));
    await screen.findByRole('list');
    expect(screen.queryByRole('region', { name: 'Seating chart' })).toBeNull();
    expect(document.querySelector('script[data-coras-seating-chart]')).toBeNull();
  });
});
