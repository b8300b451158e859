import { createMemorySessionStore, type Reservation, type SessionStore } from '@coras/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import type { BasketView } from '../../runtime/basket/basketStore';
import { useBasket } from '../../runtime/basket/useBasket';
import { BASKET_TEST_START, type BasketSandbox, basketSandbox, holdTickets } from './basket.test-utils';
import { NavbarBasket } from './NavbarBasket';

let sandbox: BasketSandbox;
let session: SessionStore;

beforeEach(() => {
  sandbox = basketSandbox();
  // The session expires by the sandbox's clock, which is not the machine's in these tests.
  session = createMemorySessionStore({ now: () => sandbox.clock.now() });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the basket from elsewhere in the widget (as the details page does). */
function OpenBasket() {
  const { setOpen } = useBasket();
  return (
    <button type="button" onClick={() => setOpen(true)}>
      Open the basket
    </button>
  );
}

/** What the details page does after a reservation: asks the basket to show it. */
function ShowAdded({ reservation, view }: { reservation: Reservation; view?: BasketView }) {
  const { showAdded } = useBasket();
  return (
    <button type="button" onClick={() => showAdded(reservation, view)}>
      Reserved
    </button>
  );
}

const basketButton = (count: RegExp | string = /Basket/) => screen.getByRole('button', { name: count });
const liveRegion = () => document.querySelector('[data-basket-announcer]') as HTMLElement;

async function renderBasket(width: number, extra: React.ReactNode = null, props = {}) {
  const view = renderWithSandbox(
    <>
      <NavbarBasket containerWidth={width} />
      {extra}
    </>,
    { sandbox, sessionStore: session, ...props },
  );
  await waitFor(() => expect(basketButton()).toBeVisible());
  return view;
}

describe('NavbarBasket: the icon', () => {
  it('shows the number of items in the basket', async () => {
    await holdTickets(sandbox, session);
    await renderBasket(1200);
    await waitFor(() => expect(basketButton('Basket, 1 item')).toBeVisible());
    expect(basketButton('Basket, 1 item')).toHaveTextContent('1');
  });

  it('is hidden on the payment page', async () => {
    renderWithSandbox(<NavbarBasket containerWidth={1200} />, {
      sandbox,
      sessionStore: session,
      initialParams: { page: 'payment' },
    });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Basket/ })).toBeNull();
  });
});

describe('NavbarBasket: the dropdown (spec 2 §2)', () => {
  it('lists each item with image, name, venue date and time, tickets, price and its countdown', async () => {
    const reservation = await holdTickets(sandbox, session, {
      tickets: [
        { price_type_id: 'adult', number_of_tickets: 2 },
        { price_type_id: 'child', number_of_tickets: 1 },
      ],
    });
    await renderBasket(1200);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Basket, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    const list = await within(dropdown).findByRole('list', { name: 'Items in your basket' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(reservation.attraction_name);
    // The tour's 10:00 start in Dublin's zone, whatever the test machine's zone.
    expect(item).toHaveTextContent('22 Nov 2026, 10:00');
    expect(item).toHaveTextContent('2 × Adult, 1 × Child');
    expect(item).toHaveTextContent(`€${(reservation.total_price / 100).toFixed(2)}`);
    expect(within(item as HTMLElement).getByRole('timer')).toHaveTextContent(/^1[45]:\d{2}$/);
    expect(item?.querySelector('img')).toHaveAttribute('src', reservation.images?.image_w70_h70);
    expect(dropdown).toHaveTextContent(`Total€${(reservation.total_price / 100).toFixed(2)}`);
  });

  it('removes an item with its button, and says when the basket is empty', async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(1200);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Basket, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    await user.click(
      await within(dropdown).findByRole('button', {
        name: `Remove ${reservation.attraction_name} from the basket`,
      }),
    );
    expect(await within(dropdown).findByText('Your basket is empty')).toBeVisible();
    await waitFor(() =>
      expect(sandbox.paths()).toContain(`DELETE /v2/reservations/${reservation.reservation_id}`),
    );
    expect(basketButton('Basket, empty')).toBeVisible();
  });

  it("'Checkout' closes the basket and goes to the payment page", async () => {
    await holdTickets(sandbox, session);
    const onParamsUpdate = vi.fn();
    await renderBasket(1200, null, { onParamsUpdate });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Basket, 1 item' }));
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Basket' })).toBeNull());
  });

  it('opens over the whole screen in a widget 530 px wide or less, and gives focus back on close', async () => {
    await holdTickets(sandbox, session);
    await renderBasket(375);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Basket, 1 item' });
    await user.click(button);
    const view = await screen.findByRole('dialog', { name: 'Basket' });
    // The dialog, not the dropdown: it has its own close button.
    expect(within(view).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await within(view).findByRole('button', { name: 'Checkout' })).toBeVisible();
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Basket' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('NavbarBasket: reward points on basket items (spec 2 §9)', () => {
  const points = { pointsUnit: 'Avios', rewardPoints: (major: number) => Math.round(major * 10) };
  /** The points of a price in cents, as the cards write them (en-GB, whatever the locale). */
  const pointsOf = (cents: number) => Math.round((cents / 100) * 10).toLocaleString('en-GB');

  it("shows each row's points, and none without a reward function", async () => {
    const reservation = await holdTickets(sandbox, session);
    const { unmount } = await renderBasket(1200);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Basket, 1 item' }));
    const plain = await screen.findByRole('dialog', { name: 'Basket' });
    expect(within(plain).queryByText('Avios')).toBeNull();
    unmount();

    await renderBasket(1200, null, points);
    await user.click(await screen.findByRole('button', { name: 'Basket, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    const [item] = within(await within(dropdown).findByRole('list')).getAllByRole('listitem');
    expect(item).toHaveTextContent(`${pointsOf(reservation.total_price)}Avios`);
  });

  it("shows the reservation's points in 'Added to basket'", async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(800, <ShowAdded reservation={reservation} />, points);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reserved' }));
    const modal = await screen.findByRole('dialog', { name: 'Added to basket' });
    expect(modal).toHaveTextContent(`${pointsOf(reservation.total_price)}Avios`);
  });
});

describe("NavbarBasket: after a reservation (spec 2 §4) — modal or dropdown by the widget's width", () => {
  it("at 800 px or less: 'Added to basket' with image, name, date and price; 'Go to basket' opens the basket", async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(800, <ShowAdded reservation={reservation} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reserved' }));
    const modal = await screen.findByRole('dialog', { name: 'Added to basket' });
    expect(modal).toHaveTextContent(reservation.attraction_name);
    expect(modal).toHaveTextContent(`€${(reservation.total_price / 100).toFixed(2)}`);
    expect(modal.querySelector('img')).toHaveAttribute('src', reservation.images?.image_w70_h70);
    await user.click(within(modal).getByRole('button', { name: 'Go to basket' }));
    expect(await screen.findByRole('dialog', { name: 'Basket' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Added to basket' })).toBeNull());
  });

  it("in a phone-wide widget, 'Go to basket' opens the full-screen basket", async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(375, <ShowAdded reservation={reservation} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reserved' }));
    const modal = await screen.findByRole('dialog', { name: 'Added to basket' });
    await user.click(within(modal).getByRole('button', { name: 'Go to basket' }));
    const view = await screen.findByRole('dialog', { name: 'Basket' });
    expect(await within(view).findByRole('button', { name: 'Checkout' })).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Close' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Added to basket' })).toBeNull());
    await waitFor(() => expect(view.contains(document.activeElement)).toBe(true));
  });

  it("'Continue shopping' only closes it", async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(600, <ShowAdded reservation={reservation} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reserved' }));
    const modal = await screen.findByRole('dialog', { name: 'Added to basket' });
    await user.click(within(modal).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserved' })).toHaveFocus());
  });

  it('above 800 px: the basket dropdown opens instead', async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(801, <ShowAdded reservation={reservation} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reserved' }));
    expect(await screen.findByRole('dialog', { name: 'Basket' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Added to basket' })).toBeNull();
  });

  it('follows the view the caller measured, when given', async () => {
    const reservation = await holdTickets(sandbox, session);
    await renderBasket(1200, <ShowAdded reservation={reservation} view="modal" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reserved' }));
    expect(await screen.findByRole('dialog', { name: 'Added to basket' })).toBeVisible();
  });
});

describe('NavbarBasket: timed holds (spec 2 §2; WCAG 2.2.1)', () => {
  it('ticks each second, announces the last minute and the expiry, and drops the item at its second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse(BASKET_TEST_START) });
    const reservation = await holdTickets(sandbox, session);
    renderWithSandbox(
      <>
        <NavbarBasket containerWidth={1200} />
        <OpenBasket />
      </>,
      { sandbox, sessionStore: session },
    );
    const turn = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    for (
      let turns = 0;
      turns < 500 && !screen.queryByRole('button', { name: 'Basket, 1 item' });
      turns += 1
    ) {
      await turn();
    }
    expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeVisible();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveTextContent('');

    const advance = async (ms: number) => {
      sandbox.clock.advance(ms);
      await act(() => vi.advanceTimersByTimeAsync(ms));
    };
    act(() => screen.getByRole('button', { name: 'Open the basket' }).click());
    for (let turns = 0; turns < 500 && !screen.queryByRole('timer'); turns += 1) await turn();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    await advance(999);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    await advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
    await advance(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('14:00');

    await advance(13 * 60_000 - 1);
    expect(liveRegion()).toHaveTextContent('');
    await advance(1);
    expect(liveRegion()).toHaveTextContent(
      `Your tickets for ${reservation.attraction_name} will be released in 1 minute.`,
    );
    await advance(60_000 - 1);
    expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeVisible();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Basket, empty' })).toBeVisible();
    expect(liveRegion()).toHaveTextContent(
      `Your tickets for ${reservation.attraction_name} were released and removed from your basket.`,
    );
  });
});
