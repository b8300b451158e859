import { createMemorySessionStore } from '@coras/api-client';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inProcessSandbox, renderWithSandbox, sandboxClock } from '../../../test/harness.test-utils';
import { useBasket } from '../../runtime/basket/useBasket';
import { BookingFromSandbox } from './detailsBookingStory.test-utils';

type Sandbox = ReturnType<typeof inProcessSandbox>;
type User = ReturnType<typeof userEvent.setup>;
type Visitor = () => ReturnType<typeof within>;

/** The basket count of one visitor's widget. */
function BasketCount() {
  const { quantity } = useBasket();
  return <output aria-label="basket count">{quantity}</output>;
}

/**
 * One visitor: their own widget, booking session and basket, inside `region` so the two
 * visitors' screens can be told apart, against the one shared sandbox.
 */
function renderVisitor(sandbox: Sandbox, name: string) {
  renderWithSandbox(
    <section aria-label={name}>
      <BasketCount />
      <BookingFromSandbox id={FIXTURE_IDS.lastSeats} />
    </section>,
    {
      sandbox,
      sessionStore: createMemorySessionStore({ now: sandboxClock() }),
      initialParams: { page: 'details', id: FIXTURE_IDS.lastSeats },
    },
  );
  return () => within(screen.getByRole('region', { name }));
}

/** Asks for all 3 remaining seats and checks: the section is offered. */
async function askForTheLastSeats(user: User, visitor: Visitor) {
  await user.click(await visitor().findByRole('button', { name: /^Tickets / }));
  const tickets = await screen.findByRole('dialog', { name: 'Tickets' });
  const plus = within(tickets).getByRole('button', { name: /^Add one .* ticket$/ });
  await user.click(plus);
  await user.click(plus);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(visitor().getByRole('button', { name: 'Check Availability' }));
  expect(await visitor().findByRole('button', { name: 'Select' })).toBeVisible();
}

/** Chooses the section and presses 'Add to basket' in its preview. */
async function addTheSeats(user: User, visitor: Visitor) {
  await user.click(visitor().getByRole('button', { name: 'Select' }));
  const preview = await screen.findByRole('dialog', { name: /Last Seats/ });
  await user.click(within(preview).getByRole('button', { name: 'Add to basket' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const reservationsMade = (sandbox: Sandbox) =>
  sandbox.requests.filter(
    (request) => request.method === 'POST' && new URL(request.url).pathname === '/v2/reservations',
  );

describe('DetailsBooking — two visitors race for the last seats (issue 7)', () => {
  it('exactly one holds them; the other is told there are not enough tickets, and holds nothing', async () => {
    const sandbox = inProcessSandbox();
    const user = userEvent.setup();
    const first = renderVisitor(sandbox, 'First visitor');
    const second = renderVisitor(sandbox, 'Second visitor');

    // Both are offered the 3 seats before either adds them.
    await askForTheLastSeats(user, first);
    await askForTheLastSeats(user, second);

    await addTheSeats(user, first);
    await waitFor(() => expect(first().getByRole('status', { name: 'basket count' })).toHaveTextContent('1'));

    await addTheSeats(user, second);
    expect(
      await second().findByText("We're sorry, there are not enough tickets available for this event"),
    ).toBeVisible();
    expect(second().queryByRole('button', { name: 'Select' })).toBeNull();
    // The keyboard user's place: the button that checks again, not the page's start.
    await waitFor(() => expect(second().getByRole('button', { name: 'Check Availability' })).toHaveFocus());
    expect(second().getByRole('status', { name: 'basket count' })).toHaveTextContent('0');
    expect(first().getByRole('status', { name: 'basket count' })).toHaveTextContent('1');
    expect(first().queryByText(/not enough tickets/)).toBeNull();
    // One request each: the refused one is not retried, nothing is reserved twice.
    expect(reservationsMade(sandbox)).toHaveLength(2);
  });
});
