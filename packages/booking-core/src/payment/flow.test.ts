import { type CorasClient, createCorasClient, type ReservationCheck } from '@coras/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../adapters/storage';
import type { CheckoutAnalyticsEvent } from '../analytics/analytics';
import { buildCheckoutForm } from '../checkout/form';
import type { CardPaymentResult } from './card';
import { createOrderClaims } from './claim';
import { placeServerErrors } from './confirm';
import { createPaymentFlow } from './flow';
import { createPaymentRecordStore, type PaymentRecordStore } from './record';
import { fingerprint } from './tab-record';

const check: ReservationCheck = {
  general: { requirements: [{ field: 'first_name' }, { field: 'email' }, { field: 'phone_number' }] },
  reservations: [
    {
      id: 'r1',
      requirements: [{ field: 'pickup_point', options: [{ coras_pickup_id: 'p1', pickup_name: 'Square' }] }],
      tickets: [
        {
          id: 't1',
          requirements: [{ field: 'name' }, { field: 'passport_expiry_date' }, { field: 'height' }],
        },
        { id: 't2', requirements: [{ field: 'name' }] },
      ],
    },
  ],
};
const form = buildCheckoutForm(check);
const reservations = [
  {
    reservation_id: 'r1',
    tickets: [
      { ticket_id: 't1', price_type_id: 'adult', name: 'Adult', full_price: 1, attendee_required: true },
      { ticket_id: 't2', price_type_id: 'adult', name: 'Adult', full_price: 1, attendee_required: true },
    ],
  },
];
const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('placeServerErrors (spec 2 §8)', () => {
  it.each([
    ['customer.first_name', 'first_name'],
    ['customer.last_name', 'second_name'],
    ['customer.city', 'city'],
    ['customer.country', 'country'],
    ['email', 'email'],
    ['phone_number', 'phone'],
    ['attendees.1.second_name', 'reservation_r1_ticket_t2_name'],
    ['attendees.0.first_name', 'reservation_r1_ticket_t1_name'],
    ['reservation_data.r1.pickup_point', 'reservation_r1_pickupPoint'],
    ['reservation_data.r1.ticket_t1_passport_expiry_date', 'reservation_r1_ticket_t1_passportExpiryDate'],
    ['reservation_data.r1.ticket_t1_height', 'reservation_r1_ticket_t1_height'],
  ])('puts %s on %s', (key, field) => {
    expect(placeServerErrors({ [key]: 'Nope' }, form, reservations, logger())).toEqual({
      fieldErrors: { [field]: { code: 'text', text: 'Nope' } },
      cardError: undefined,
    });
  });

  it("shows 'An error occurred. Please try again.' when nothing lands on a field, and logs the rest", () => {
    const log = logger();
    expect(placeServerErrors(undefined, form, reservations, log)).toEqual({
      fieldErrors: {},
      cardError: { code: 'generic' },
    });
    expect(
      placeServerErrors({ 'attendees.7.first_name': 'x', reservations: 'y' }, form, reservations, log),
    ).toEqual({
      fieldErrors: {},
      cardError: { code: 'generic' },
    });
    expect(log.warn).toHaveBeenCalledWith('Checkout: server errors with no field', {
      'attendees.7.first_name': 'x',
      reservations: 'y',
    });
  });
});

describe('fingerprint', () => {
  it('is stable for one text and differs for another', () => {
    expect(fingerprint('{"a":1}')).toBe(fingerprint('{"a":1}'));
    expect(fingerprint('{"a":1}')).not.toBe(fingerprint('{"a":2}'));
  });
});

describe('createPaymentFlow: the machine with its effects and the tab record (spec 2 §4)', () => {
  const basket = [
    {
      reservation_id: 'r1',
      attraction_id: 'a1',
      attraction_name: 'Walking tour',
      number_of_tickets: 2,
      total_price: 5000,
      currency: 'EUR' as const,
      expires_in: 600,
      start_datetime: '2026-05-10T09:00:00+01:00',
      timezone: 'Europe/Dublin',
      tickets: [],
    },
  ];
  const simpleForm = buildCheckoutForm({
    general: { requirements: [] },
    reservations: [{ id: 'r1', requirements: [], tickets: [] }],
  });
  const confirmation = { transaction_id: 'txn_1', user_id: 'usr_1', client_secret: 'pi_1_secret_a' };

  /** A client over a stub API: the confirmation, then a PAID transaction; every request recorded. */
  function stubApi() {
    const requests: Request[] = [];
    const client = createCorasClient({
      apiHost: 'http://api.test',
      distributorId: 'test',
      logger: logger(),
      fetch: async (request) => {
        requests.push(request.clone());
        const path = new URL(request.url).pathname;
        if (request.method === 'POST' && path.endsWith('/reservations'))
          return Response.json(confirmation, { status: 201 });
        if (path.endsWith('/transactions')) {
          return Response.json({
            transactions: [{ transaction_id: 'txn_1', reference_id: 'CRS-1', status: 'PAID' }],
          });
        }
        return Response.json({ message: 'not here' }, { status: 404 });
      },
    });
    return { client, requests };
  }

  function flowOver(
    client: CorasClient,
    records: PaymentRecordStore,
    emitted: CheckoutAnalyticsEvent[],
    storage = createMemoryStorage(),
  ) {
    let keys = 0;
    const confirmCard = vi.fn(async (): Promise<CardPaymentResult> => ({ status: 'succeeded' }));
    const flow = createPaymentFlow({
      client,
      records,
      claims: createOrderClaims({ storage, locks: undefined, now: () => 0, logger: logger() }),
      input: () => ({
        form: simpleForm,
        values: { email: ' ada@example.com ' },
        reservations: basket,
        countries: [],
        currency: 'EUR',
      }),
      validate: () => ({}),
      checkCard: () => ({}),
      confirmCard,
      newIdempotencyKey: () => `key-${++keys}`,
      paymentType: 'card',
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
      logger: logger(),
      onServerErrors: vi.fn(),
      emitPaymentStatus: vi.fn(),
      emitAnalytics: (event) => emitted.push(event),
      onSessionCleared: vi.fn(),
      onHoldsEnded: vi.fn(),
      onSessionEnded: vi.fn(),
    });
    return { flow, confirmCard };
  }

  /** Until the flow reaches `status` (the client loads its response checks on first use). */
  const reaches = (flow: { getSnapshot(): { status: string } }, status: string) =>
    vi.waitFor(() => expect(flow.getSnapshot().status).toBe(status));

  it('pays once: the key is stored before the call, purchase goes once, a reload shows the paid order', async () => {
    const { client, requests } = stubApi();
    const storage = createMemoryStorage();
    const records = createPaymentRecordStore(storage, logger());
    const emitted: CheckoutAnalyticsEvent[] = [];
    const { flow } = flowOver(client, records, emitted);
    expect(flow.restore()).toEqual({ kind: 'none' });
    flow.submit();
    await reaches(flow, 'paid');
    const confirm = requests.find((request) => request.method === 'POST');
    expect(confirm?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(emitted.map((event) => event.name)).toEqual(['add_payment_info', 'purchase']);
    expect(emitted[1]).toMatchObject({ params: { transaction_id: 'CRS-1', value: 50, currency: 'EUR' } });
    expect(flow.order()).toMatchObject({ email: 'ada@example.com', total: 5000 });

    const reloaded = flowOver(client, records, emitted);
    expect(reloaded.flow.restore()).toMatchObject({ kind: 'paid', reference: 'CRS-1' });
    expect(emitted).toHaveLength(2);
  });

  it('after a reload with the card already sent, polls the transaction instead of paying again', async () => {
    const { client, requests } = stubApi();
    const records = createPaymentRecordStore(createMemoryStorage(), logger());
    records.write({ version: 1, sessionId: undefined, reservationIds: ['r1'], confirmation, cardSent: true });
    const { flow, confirmCard } = flowOver(client, records, []);
    const views: unknown[] = [];
    flow.subscribe(() => views.push(flow.getView().restored));
    expect(flow.getView().restored).toBeUndefined();
    expect(flow.restore()).toEqual({ kind: 'resumed' });
    // Read once: a second mount (StrictMode) gets what the first found and resumes nothing more.
    expect(flow.restore()).toBe(flow.getView().restored);
    expect(views).toContainEqual({ kind: 'resumed' });
    await reaches(flow, 'paid');
    expect(confirmCard).not.toHaveBeenCalled();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
