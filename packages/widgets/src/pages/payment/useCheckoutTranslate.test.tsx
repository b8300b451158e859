import type { BasketItem, Clock, TimerProvider } from '@coras/booking-core';
import { CheckoutBasketList } from '@coras/checkout';
import { createManualTimers } from '@coras/sandbox-api/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { englishBundle } from '../../runtime/i18n/catalogue';
import { useCheckoutTranslate } from './useCheckoutTranslate';

function Texts() {
  const t = useCheckoutTranslate();
  if (!t) return null;
  return (
    <p>
      {t('checkout.payNow')} | {t('checkout.errorSummary', { count: 2 })}
    </p>
  );
}

describe('useCheckoutTranslate', () => {
  it("reads the checkout's own English, which the English bundle does not hold", async () => {
    expect(Object.keys(englishBundle.messages).filter((key) => key.startsWith('checkout.'))).toEqual([]);
    renderWithSandbox(<Texts />);
    expect(await screen.findByText('Pay now | 2 fields need your attention.')).toBeInTheDocument();
  });

  it("reads a translated locale's own checkout texts", async () => {
    renderWithSandbox(<Texts />, { locale: 'de-DE', locales: 'en-GB,de-DE' });
    expect(await screen.findByText(/^Jetzt bezahlen \| 2 /)).toBeInTheDocument();
  });
});

/** The checkout's basket beside the form, translated as the payment page translates it. */
function Basket({ hold, clock, timers }: { hold: BasketItem; clock: Clock; timers: TimerProvider }) {
  const t = useCheckoutTranslate();
  if (!t) return null;
  return (
    <CheckoutBasketList
      basket={{
        items: [hold],
        status: 'complete',
        totalPrice: hold.total_price,
        currency: hold.currency,
        reload: async () => {},
        remove: async () => {},
      }}
      locale="de-DE"
      t={t}
      clock={clock}
      timers={timers}
      disabled={false}
      onRemove={() => undefined}
    />
  );
}

describe("the checkout basket's countdown", () => {
  it("announces a hold's last minutes in the visitor's language (issue 21 §5)", async () => {
    let now = Date.parse('2026-11-21T09:00:00Z');
    const clock = {
      now: () => now,
      advance: (ms: number) => {
        now += ms;
      },
    };
    const manual = createManualTimers(clock, () => Promise.resolve());
    const hold: BasketItem = {
      reservation_id: 'r-1',
      attraction_id: 'a-1',
      attraction_name: 'Stadtführung',
      number_of_tickets: 2,
      total_price: 5000,
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      tickets: [],
      expires_in: 301,
      expiresAt: now + 301_000,
      start_datetime: '2026-12-05T10:30:00Z',
    } as BasketItem;
    renderWithSandbox(<Basket hold={hold} clock={clock.now} timers={manual.timers} />, {
      locale: 'de-DE',
      locales: 'en-GB,de-DE',
    });
    expect(await screen.findByText('Noch reserviert:', { exact: false })).toBeInTheDocument();
    await act(() => manual.advance(1_000));
    expect(
      await screen.findByText('Ihre Tickets für Stadtführung werden in 5 Minuten freigegeben.'),
    ).toBeInTheDocument();
    await act(() => manual.advance(240_000));
    expect(
      await screen.findByText('Ihre Tickets für Stadtführung werden in 1 Minute freigegeben.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/remaining|Time is up/)).toBeNull();
  });
});
