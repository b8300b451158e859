import { createMemorySessionStore, type SessionStore } from '@coras/api-client';
import type { AnalyticsEvent } from '@coras/booking-core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox, SANDBOX_HOST } from '../../../test/harness.test-utils';
import { CorasProvider } from '../../app/CorasProvider';
import {
  BASKET_TEST_START,
  type BasketSandbox,
  basketSandbox,
  holdTickets,
} from '../../features/basket/basket.test-utils';
import { dispatchReservationCreated, RESERVATION_CREATED_EVENT } from './basketStore';
import { useBasket } from './useBasket';
import { useBasketSnapshot } from './useBasketSnapshot';

/** Renders what the basket holds, and a remove button per item. */
function BasketProbe({ statuses }: { statuses?: string[] }) {
  const basket = useBasket();
  const { announcement } = useBasketSnapshot();
  statuses?.push(basket.status);
  return (
    <div>
      <p data-testid="status">{basket.status}</p>
      <p data-testid="quantity">{basket.quantity}</p>
      <p data-testid="tickets">{basket.ticketCount}</p>
      <p data-testid="total">
        {basket.totalPrice} {basket.currency}
      </p>
      <p data-testid="announcement">
        {announcement ? `${announcement.kind}: ${announcement.names.join(', ')}` : ''}
      </p>
      <ul>
        {basket.items.map((item) => (
          <li key={item.reservation_id} data-testid="item">
            {item.reservation_id}
            <button type="button" onClick={() => void basket.remove(item.reservation_id)}>
              Remove {item.reservation_id}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Another widget on the page: it holds tickets for the same visitor and says so. */
function OtherWidget({ sandbox, session }: { sandbox: BasketSandbox; session: SessionStore }) {
  return (
    <button
      type="button"
      onClick={async () => {
        const reservation = await holdTickets(sandbox, session);
        dispatchReservationCreated({ reservation });
      }}
    >
      Reserve elsewhere
    </button>
  );
}

const itemIds = () => screen.queryAllByTestId('item').map((item) => item.textContent?.split('Remove')[0]);
const text = (id: string) => screen.getByTestId(id).textContent;

/**
 * Lets the in-process sandbox answer: real I/O turns (the contract check reads the document from
 * disk once) without moving the fake clock, until `done` holds.
 */
async function until(done: () => boolean, turns = 500) {
  for (let turn = 0; turn < turns && !done(); turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}

/** Moves the browser's fake time and the sandbox's clock on together. */
async function advance(sandbox: BasketSandbox, ms: number) {
  sandbox.clock.advance(ms);
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const reservationCalls = (sandbox: BasketSandbox) =>
  sandbox.paths().filter((path) => path.includes('/v2/reservations'));

function renderBasket(sandbox: BasketSandbox, session: SessionStore, props = {}) {
  return renderWithSandbox(<BasketProbe />, { sandbox, sessionStore: session, ...props });
}

let sandbox: BasketSandbox;
let session: SessionStore;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse(BASKET_TEST_START) });
  sandbox = basketSandbox();
  session = createMemorySessionStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useBasket: loading (spec 1 §4, §7; spec 2 §8)', () => {
  it('skips the call without a booking session: an empty, complete basket', async () => {
    renderBasket(sandbox, session);
    await until(() => text('status') === 'complete');
    expect(text('quantity')).toBe('0');
    expect(reservationCalls(sandbox)).toEqual([]);
  });

  it("loads the session's reservations: initial, pending, then complete with quantity and total", async () => {
    const first = await holdTickets(sandbox, session);
    const second = await holdTickets(sandbox, session, {
      tickets: [{ price_type_id: 'child', number_of_tickets: 1 }],
    });
    const statuses: string[] = [];
    renderWithSandbox(<BasketProbe statuses={statuses} />, { sandbox, sessionStore: session });
    await until(() => text('status') === 'complete');
    expect([...new Set(statuses)]).toEqual(['initial', 'pending', 'complete']);
    expect(itemIds()).toEqual([first.reservation_id, second.reservation_id]);
    expect(text('quantity')).toBe('2');
    expect(text('tickets')).toBe('3');
    expect(text('total')).toBe(`${first.total_price + second.total_price} EUR`);
    expect(reservationCalls(sandbox)).toEqual(['GET /v2/reservations']);
  });

  it('shares one basket and one load between every consumer of a widget', async () => {
    await holdTickets(sandbox, session);
    renderWithSandbox(
      <>
        <BasketProbe />
        <BasketProbe />
      </>,
      { sandbox, sessionStore: session },
    );
    await until(() => screen.getAllByTestId('status').every((status) => status.textContent === 'complete'));
    expect(screen.getAllByTestId('quantity').map((node) => node.textContent)).toEqual(['1', '1']);
    expect(reservationCalls(sandbox)).toEqual(['GET /v2/reservations']);
  });

  it('gives an empty list and the error status when the load fails', async () => {
    await holdTickets(sandbox, session);
    await sandbox.sandbox.fetch(
      new Request('http://sandbox.test/sandbox/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ faults: '503,path=/reservations' }),
      }),
    );
    const { logger } = renderBasket(sandbox, session);
    // The client retries three times (1, 2 and 4 s plus jitter) before it gives up.
    for (let wait = 0; wait < 4 && text('status') !== 'error'; wait += 1) {
      await until(() => reservationCalls(sandbox).length > wait || text('status') === 'error');
      await act(() => vi.advanceTimersByTimeAsync(6000));
    }
    await until(() => text('status') === 'error');
    expect(text('quantity')).toBe('0');
    expect(itemIds()).toEqual([]);
    expect(reservationCalls(sandbox)).toEqual(Array(4).fill('GET /v2/reservations'));
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('useBasket: reloads', () => {
  it('reloads on the reservation-created window event, also when another widget fires it', async () => {
    renderBasket(sandbox, session);
    await until(() => text('status') === 'complete');
    expect(RESERVATION_CREATED_EVENT).toBe('reservation-created');

    // Another widget instance on the page, with its own provider, shares the visitor's session.
    render(
      <CorasProvider
        apiHost={SANDBOX_HOST}
        distributorId="other"
        fetch={sandbox.fetch}
        sessionStore={session}
        logger={{ error: vi.fn(), warn: vi.fn() }}
      >
        <OtherWidget sandbox={sandbox} session={session} />
      </CorasProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Reserve elsewhere' }).click());
    await until(() => text('quantity') === '1' && text('status') === 'complete');
    expect(reservationCalls(sandbox)).toEqual(['GET /v2/reservations']);
  });

  it.each([
    ['the window gets the focus back', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['the tab shows again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the network comes back', () => window.dispatchEvent(new Event('online'))],
  ])('reloads when %s: what the visitor booked meanwhile in another tab shows', async (_, comeBack) => {
    renderBasket(sandbox, session);
    await until(() => text('status') === 'complete');
    expect(reservationCalls(sandbox)).toEqual([]);
    // Another tab of the same visitor holds tickets; it tells this one nothing.
    const held = await holdTickets(sandbox, session);
    await advance(sandbox, 60_000);
    expect(itemIds()).toEqual([]);

    act(comeBack);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await until(() => text('status') === 'complete' && itemIds().length === 1);
    expect(itemIds()).toEqual([held.reservation_id]);
    expect(reservationCalls(sandbox)).toEqual(['GET /v2/reservations']);
  });

  it('removing an item takes it off at once, then calls DELETE, then reloads', async () => {
    const first = await holdTickets(sandbox, session);
    const second = await holdTickets(sandbox, session);
    const events: AnalyticsEvent[] = [];
    renderBasket(sandbox, session, { onAnalyticsEvent: (event: AnalyticsEvent) => events.push(event) });
    await until(() => text('quantity') === '2');

    await act(async () => {
      screen.getByRole('button', { name: `Remove ${first.reservation_id}` }).click();
    });
    expect(itemIds()).toEqual([second.reservation_id]);
    expect(text('total')).toBe(`${second.total_price} EUR`);
    await until(() => reservationCalls(sandbox).length === 3 && text('status') === 'complete');
    expect(reservationCalls(sandbox)).toEqual([
      'GET /v2/reservations',
      `DELETE /v2/reservations/${first.reservation_id}`,
      'GET /v2/reservations',
    ]);
    expect(itemIds()).toEqual([second.reservation_id]);
    // Taken out by the visitor: nothing expired, nothing to announce.
    expect(text('announcement')).toBe('');
    expect(events).toEqual([
      {
        name: 'remove_from_cart',
        params: {
          currency: 'EUR',
          value: first.total_price / 100,
          items: [
            expect.objectContaining({
              item_id: first.attraction_id,
              item_name: first.attraction_name,
              quantity: 2,
              price: first.total_price / 200,
            }),
          ],
        },
      },
    ]);
  });
});

describe('useBasket: holds (spec 1 §4, §5; WCAG 2.2.1)', () => {
  it('removes the hold that ends first locally at its second, then the next one, without a call', async () => {
    const early = await holdTickets(sandbox, session);
    sandbox.clock.advance(5 * 60_000);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const late = await holdTickets(sandbox, session);
    renderBasket(sandbox, session);
    await until(() => text('quantity') === '2');

    // The first hold has 10 minutes left, the second 15.
    await advance(sandbox, 10 * 60_000 - 1);
    expect(itemIds()).toEqual([early.reservation_id, late.reservation_id]);
    await advance(sandbox, 1);
    expect(itemIds()).toEqual([late.reservation_id]);
    expect(text('announcement')).toBe(`expired: ${early.attraction_name}`);
    await advance(sandbox, 5 * 60_000 - 1);
    expect(itemIds()).toEqual([late.reservation_id]);
    await advance(sandbox, 1);
    expect(itemIds()).toEqual([]);
    expect(reservationCalls(sandbox)).toEqual(['GET /v2/reservations']);
  });

  it('announces the last minute of a hold at its second, and its expiry', async () => {
    const held = await holdTickets(sandbox, session);
    renderBasket(sandbox, session);
    await until(() => text('quantity') === '1');
    expect(text('announcement')).toBe('');
    await advance(sandbox, 14 * 60_000 - 1);
    expect(text('announcement')).toBe('');
    await advance(sandbox, 1);
    expect(text('announcement')).toBe(`expiringSoon: ${held.attraction_name}`);
    await advance(sandbox, 60_000);
    expect(text('announcement')).toBe(`expired: ${held.attraction_name}`);
    expect(itemIds()).toEqual([]);
  });

  it("corrects the countdown from the server's expires_in on every reload", async () => {
    const held = await holdTickets(sandbox, session);
    renderBasket(sandbox, session);
    await until(() => text('quantity') === '1');
    await advance(sandbox, 60_000);
    // The server's clock is two minutes ahead of what the browser counted: it says 12 minutes remain.
    sandbox.clock.advance(120_000);
    act(() => dispatchReservationCreated());
    await until(() => reservationCalls(sandbox).length === 2 && text('status') === 'complete');
    await advance(sandbox, 12 * 60_000 - 1);
    expect(itemIds()).toEqual([held.reservation_id]);
    await advance(sandbox, 1);
    expect(itemIds()).toEqual([]);
  });

  it('never shows a hold that ended while the tab slept: visible again, it goes at once', async () => {
    const held = await holdTickets(sandbox, session);
    renderBasket(sandbox, session);
    await until(() => text('quantity') === '1');
    // Asleep for 16 minutes: no timer ran, but the clocks moved on.
    sandbox.clock.advance(16 * 60_000);
    vi.setSystemTime(Date.now() + 16 * 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // SWR revalidates on the turn after the event; the hold's own timer (15 minutes on) has not run.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(itemIds()).toEqual([]);
    expect(text('announcement')).toBe(`expired: ${held.attraction_name}`);
    await until(() => reservationCalls(sandbox).length === 2 && text('status') === 'complete');
    expect(itemIds()).toEqual([]);
  });
});
