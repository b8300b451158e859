import type { Attraction, AvailabilityOption } from '@coras/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { ReservationPreview } from './ReservationPreview';

const attraction = { attraction_name: 'The Playboy of the Western World' } as Attraction;
const option = {
  selection_id: 'sel-1',
  available: true,
  name: 'Dress Circle',
  start_datetime: '2026-11-30T19:30:00Z',
  timezone: 'Europe/Dublin',
  prices: [
    {
      price_type_id: 'adult',
      price_type_name: 'Adult',
      number_of_tickets: 1,
      price: { EUR: 6200 },
      full_price: { EUR: 6200 },
    },
  ],
  max_full_price: { EUR: 6510 },
  max_booking_fee: { EUR: 310 },
} as unknown as AvailabilityOption;

/** The preview opened from 'Select', beside a stand-in for the navbar basket's dropdown. */
function Harness() {
  const [open, setOpen] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={opener}>
        Select
      </button>
      <button type="button">Basket dropdown</button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <ReservationPreview
        attraction={attraction}
        option={open ? option : undefined}
        counts={{ adult: 1 }}
        adding={false}
        failed={false}
        onAdd={() => {}}
        onClose={() => setOpen(false)}
        returnFocusTo={opener}
      />
    </>
  );
}

async function closeWith(focusElsewhere: boolean) {
  fakeTimeouts();
  renderWithSandbox(<Harness />, { currency: 'EUR' });
  await screen.findByRole('dialog', { name: 'The Playboy of the Western World' });
  const close = screen.getByRole('button', { name: 'Close from outside', hidden: true });
  const basket = screen.getByRole('button', { name: 'Basket dropdown', hidden: true });
  act(() => {
    close.click();
  });
  // In a browser the preview's exit animation ends after the basket's dropdown opened and took the focus.
  if (focusElsewhere) act(() => basket.focus());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The focus moves back on the dialog's unmount timer.
  await elapse(100);
  return { select: screen.getByRole('button', { name: 'Select' }), basket };
}

describe('ReservationPreview — focus on close', () => {
  it('gives a lost focus back to its opener', async () => {
    const { select } = await closeWith(false);
    expect(select).toHaveFocus();
  });

  it('leaves the focus where it went meanwhile — the basket opened by Add to basket (spec 2 §4)', async () => {
    const { basket } = await closeWith(true);
    expect(basket).toHaveFocus();
  });
});
