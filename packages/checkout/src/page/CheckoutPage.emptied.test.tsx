import { createMemoryStorage } from '@coras/booking-core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, holdTickets, renderCheckout, settle, visitorHolding } from '../../test/harness.test-utils';

// Issue 29 §2: a basket that empties during checkout (its holds expired, or removed elsewhere).

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const expiredText = (name: string) => `Your hold on ${name} has expired, so it was removed from your order.`;

describe('a basket that empties during checkout (issue 29 §2)', () => {
  it('shows the empty basket with the names of what ended and the way back, not a form that cannot be sent', async () => {
    const { sandbox, session, held } = await visitorHolding(
      [{ fixture: 'zipline' }, { fixture: 'dublinWalkingTour' }],
      { apartMs: 5 * 60_000 },
    );
    const back = vi.fn();
    const page = await renderCheckout({ sandbox, session, props: { onBackToLanding: back } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    await user.click(screen.getByLabelText('First name'));

    act(() => page.basket.expire(at(held, 0).reservation_id));
    expect(await screen.findByText(expiredText(at(held, 0).attraction_name))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();

    act(() => page.basket.expire(at(held, 1).reservation_id));
    const browse = await screen.findByRole('button', { name: 'Browse attractions' });
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByText(expiredText(at(held, 0).attraction_name))).toBeInTheDocument();
    expect(screen.getByText(expiredText(at(held, 1).attraction_name))).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged. Choose tickets again to book.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    expect(screen.queryByText('At least one reservation is required')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form the focus was in is gone: the focus comes to the way on.
    expect(browse).toHaveFocus();
    await user.click(browse);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('names an item removed in another tab as removed, not as expired', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const page = await renderCheckout({ sandbox, session, props: { onBackToLanding: () => undefined } });
    await screen.findByRole('heading', { name: 'Checkout' });
    // Another tab of the same booking session removes the only item; the shared basket reloads.
    await act(async () => {
      await page.client.DELETE('/{api_version}/reservations/{reservation_id}', {
        params: { path: { reservation_id: at(held, 0).reservation_id } },
      });
      await page.basket.reload();
      await settle();
    });
    await screen.findByRole('button', { name: 'Browse attractions' });
    expect(
      screen.getByText(`${at(held, 0).attraction_name} was removed from your basket.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has expired/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('keeps the contact details typed so far for the next checkout of the same session, in memory only', async () => {
    const { sandbox, session, held } = await visitorHolding([{ fixture: 'dublinWalkingTour' }]);
    const written: string[] = [];
    const storage = createMemoryStorage();
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      written.push(value);
      setItem(key, value);
    };
    const page = await renderCheckout({
      sandbox,
      session,
      storage,
      props: { onBackToLanding: () => undefined },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Checkout' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Address line 1'), '12 Merrion Square');
    act(() => page.basket.expire(at(held, 0).reservation_id));
    await screen.findByRole('button', { name: 'Browse attractions' });

    // The visitor chooses tickets again in the same booking session and comes back to the payment
    // page: the widget renders the checkout afresh, with the same client.
    await holdTickets(sandbox, session);
    await page.reload();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    // Contact details only: the billing address is typed afresh.
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    // Never written down: not in the checkout's storage, nor the browser's.
    expect(written.join(' ')).not.toContain('Lovelace');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('Lovelace');

    // Another booking session is another visitor's checkout, as far as the page can tell.
    session.clear();
    await holdTickets(sandbox, session);
    await page.reload();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});
