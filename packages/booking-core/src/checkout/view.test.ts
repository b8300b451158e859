import { describe, expect, it } from 'vitest';
import { activeReservationIds, type CheckoutView, type CheckoutViewInput, checkoutView } from './view';

type Case = Partial<CheckoutViewInput['flow']> & Partial<Omit<CheckoutViewInput, 'flow'>>;

/** The form, unless the case says otherwise (`restored: undefined` is a record not read yet). */
function input(cases: Case): CheckoutViewInput {
  const { payment, declined, restored, ...page } = cases;
  return {
    flow: {
      payment: payment ?? { status: 'editing', transaction: undefined },
      declined: declined ?? null,
      restored: 'restored' in cases ? restored : { kind: 'none' },
    },
    check: 'ready',
    hasForm: true,
    ...page,
  };
}
const transaction = (status: string) => ({
  transaction_id: 't',
  reference_id: 'CRS-1',
  status,
  amount: 1,
  currency: 'EUR' as const,
  created_at: '2026-05-10T10:00:00Z',
});

describe('checkoutView: paid > polling > pending > session ended > failed > loading > empty > error > form (spec 2 §2, §4)', () => {
  it.each<[string, Case, CheckoutView]>([
    ['the form', {}, 'form'],
    [
      'a paid record wins over everything',
      { restored: { kind: 'paid' }, payment: { status: 'failed', transaction: undefined }, check: 'error' },
      'restored-paid',
    ],
    [
      'paid wins over a refused card and a failed check',
      { payment: { status: 'paid', transaction: undefined }, declined: 'Declined', check: 'error' },
      'paid',
    ],
    [
      'polling wins over loading',
      { payment: { status: 'polling', transaction: undefined }, check: 'loading' },
      'polling',
    ],
    [
      'a failure still pending is pending',
      { payment: { status: 'failed', transaction: transaction('PENDING') as never } },
      'pending',
    ],
    [
      'a final failure',
      { payment: { status: 'failed', transaction: transaction('FAILED') as never } },
      'failed',
    ],
    ['a refused card', { declined: 'Declined', check: 'loading' }, 'failed'],
    [
      'the session ended wins over a failure, a failed check and the form',
      { sessionEnded: true, declined: 'Declined', check: 'error' },
      'session-ended',
    ],
    [
      'a paid order wins over the session it ended',
      { sessionEnded: true, payment: { status: 'paid', transaction: undefined } },
      'paid',
    ],
    ['the check loading', { check: 'loading' }, 'loading'],
    ['the record not read yet', { restored: undefined }, 'loading'],
    [
      'a basket empty since the page opened: no form, whatever the check says',
      { emptyBasket: true, check: 'error' },
      'empty',
    ],
    ['an empty basket while the check loads', { emptyBasket: true, check: 'loading' }, 'empty'],
    [
      'a basket that empties during checkout: no form that cannot be sent (issue 29 §2)',
      { emptyBasket: true, declined: null },
      'empty',
    ],
    [
      'a submit under way keeps its form when the basket empties',
      { emptyBasket: true, payment: { status: 'confirming-reservation', transaction: undefined } },
      'form',
    ],
    ['an empty basket waits for the payment record', { emptyBasket: true, restored: undefined }, 'loading'],
    [
      'a paid record wins over the empty basket its payment left',
      { emptyBasket: true, restored: { kind: 'paid' } },
      'restored-paid',
    ],
    [
      'the session ended wins over the empty basket',
      { emptyBasket: true, sessionEnded: true },
      'session-ended',
    ],
    ['the check failed', { check: 'error' }, 'check-failed'],
    ['no form', { hasForm: false }, 'check-failed'],
    [
      'a submit in progress stays on the form',
      { payment: { status: 'confirming-card', transaction: undefined } },
      'form',
    ],
  ])('%s', (_, page, view) => {
    expect(checkoutView(input(page))).toBe(view);
  });
});

describe('activeReservationIds', () => {
  const check = { reservations: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] } as never;
  it("is the check's list intersected with the loaded basket, in the check's order", () => {
    const items = [{ reservation_id: 'c' }, { reservation_id: 'a' }, { reservation_id: 'z' }];
    expect(activeReservationIds(check, { status: 'complete', items })).toEqual(['a', 'c']);
  });
  it("is the check's whole list until the basket has loaded, and empty without a check", () => {
    expect(activeReservationIds(check, { status: 'pending', items: [] })).toEqual(['a', 'b', 'c']);
    expect(activeReservationIds(undefined, { status: 'complete', items: [] })).toEqual([]);
  });
});
