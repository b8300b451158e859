import { type ApiError, createReservation, listReservations } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAvailability, firstBookableDate, hold, openSession, setup, TOMORROW } from '../../test/helpers';
import { HOLD_TTL_HEADER } from '../http/hold-ttl';

const MINUTE = 60_000;

describe('booking sessions', () => {
  const t = setup();
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('opens a session with its expiry in booking-session-expires (20 minutes)', async () => {
    const { status, body, headers } = await t.call<{ session_id: string }>('POST', '/v2/booking-session', {
      body: { language: 'en' },
    });
    expect(status).toBe(201);
    expect(body.session_id).toMatch(/^ses_/);
    expect(Date.parse(headers.get('booking-session-expires') ?? '')).toBe(t.clock.now() + 20 * MINUTE);
  });

  it('answers 401 without a session, with an unknown one, and once it has expired', async () => {
    const sessionId = await openSession(t.client);
    const call = (session?: string) =>
      t.call<ApiError>('GET', '/v2/reservations', { headers: session ? { 'Booking-Session': session } : {} });
    expect((await call()).status).toBe(401);
    expect((await call('ses_unknown')).body).toMatchObject({ code: 41 });
    expect((await call(sessionId)).status).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await call(sessionId)).status).toBe(401);
  });

  it('extends the session on every session-bound call (sliding expiry)', async () => {
    const sessionId = await openSession(t.client);
    t.clock.advance(15 * MINUTE);
    const touched = await t.call('GET', '/v2/reservations', { headers: { 'Booking-Session': sessionId } });
    expect(Date.parse(touched.headers.get('booking-session-expires') ?? '')).toBe(
      t.clock.now() + 20 * MINUTE,
    );
    t.clock.advance(15 * MINUTE);
    expect(
      (await t.call('GET', '/v2/reservations', { headers: { 'Booking-Session': sessionId } })).status,
    ).toBe(200);
  });

  it('takes its lifetime from the options', async () => {
    const short = setup({ sessionTtlMs: MINUTE });
    const sessionId = await openSession(short.client);
    short.clock.advance(MINUTE);
    expect(
      (await short.call('GET', '/v2/reservations', { headers: { 'Booking-Session': sessionId } })).status,
    ).toBe(401);
  });
});

describe('availability/check', () => {
  const t = setup();
  afterEach(() => expect(t.logger.errors).toEqual([]));
  const tour = () => t.fixtures.dublinWalkingTour;

  it('answers the error with code 37 for an empty ticket list', async () => {
    await openSession(t.client);
    const { error } = await t.client.POST('/{api_version}/availability/check', {
      body: { currency: 'EUR', language_code: 'en', attraction_id: tour(), date: TOMORROW, tickets: [] },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe(37);
    expect(error?.message).toBe('Please select the number of tickets.');
  });

  it('prices each option per currency: price per ticket, full_price per line, fees per ticket', async () => {
    await openSession(t.client);
    const options = await checkAvailability(t.client, tour(), TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 2 },
      { price_type_id: 'child', number_of_tickets: 1 },
    ]);
    expect(options.map((option) => option.start_datetime)).toEqual([
      '2026-05-02T10:00:00+01:00',
      '2026-05-02T14:00:00+01:00',
    ]);
    const [option] = options;
    expect(option?.available).toBe(true);
    expect(option?.languages_spoken).toEqual({ en: 'English', es: 'Español', de: 'Deutsch', fr: 'Français' });
    const adult = option?.prices.find((price) => price.price_type_id === 'adult');
    const child = option?.prices.find((price) => price.price_type_id === 'child');
    const senior = option?.prices.find((price) => price.price_type_id === 'senior');
    expect(adult?.number_of_tickets).toBe(2);
    expect(senior?.number_of_tickets).toBe(0);
    for (const currency of ['EUR', 'GBP', 'JPY', 'VND'] as const) {
      const unit = adult?.price[currency] ?? 0;
      expect(adult?.full_price[currency]).toBe(unit * 2);
      const fee = option?.max_booking_fee[currency] ?? 0;
      expect(option?.max_full_price[currency]).toBe((unit + fee) * 2 + (child?.price[currency] ?? 0) + fee);
    }
  });

  it('returns no available option when more tickets are asked than remain', async () => {
    await openSession(t.client);
    const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
    const three = await checkAvailability(t.client, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 3 },
    ]);
    expect(three.map((option) => [option.available, option.remaining])).toEqual([[true, 3]]);
    const four = await checkAvailability(t.client, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 4 },
    ]);
    expect(four.some((option) => option.available)).toBe(false);
  });

  it('offers nothing on a day outside the sale periods, and started options are gone', async () => {
    await openSession(t.client);
    const gap = await checkAvailability(t.client, t.fixtures.causewayDayTrip, '2026-05-25', [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    expect(gap).toEqual([]);
    // 09:00Z is 10:00 in Dublin: only the 14:00 tour remains today.
    const today = await checkAvailability(t.client, tour(), '2026-05-01', [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    expect(today.map((option) => option.start_datetime)).toEqual(['2026-05-01T14:00:00+01:00']);
  });

  it('answers 404 for an unknown attraction and 401 without a session', async () => {
    const anonymous = await t.call('POST', '/v2/availability/check', {
      body: {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: tour(),
        date: TOMORROW,
        tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
      },
    });
    expect(anonymous.status).toBe(401);
    await openSession(t.client);
    const { error } = await t.client.POST('/{api_version}/availability/check', {
      body: {
        currency: 'EUR',
        language_code: 'en',
        attraction_id: 'no-such',
        date: TOMORROW,
        tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
      },
    });
    expect(error?.status).toBe(404);
  });
});

describe('reservations (holds)', () => {
  const t = setup();
  afterEach(() => expect(t.logger.errors).toEqual([]));
  const remaining = async (client = t.newClient()) => {
    await openSession(client);
    const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
    const [option] = await checkAvailability(client, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    return option?.remaining;
  };

  it('holds stock, lists it in the basket with expires_in counting down, and the hold expires', async () => {
    const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
    await openSession(t.client);
    const { reservation } = await hold(t.client, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 2 },
    ]);
    expect(reservation).toMatchObject({
      number_of_tickets: 2,
      expires_in: 900,
      currency: 'EUR',
      attraction_type: 'THEATER',
    });
    expect(reservation.tickets.map((ticket) => [ticket.section, ticket.row_name, ticket.seat_name])).toEqual([
      ['Seated', 'A', '1'],
      ['Seated', 'A', '2'],
    ]);
    expect(await remaining()).toBe(1);

    t.clock.advance(5 * MINUTE);
    const basket = await listReservations(t.client);
    expect(basket.data?.reservations.map((item) => item.expires_in)).toEqual([600]);
    expect(basket.data?.total_price).toBe(reservation.total_price);

    t.clock.advance(10 * MINUTE);
    expect((await listReservations(t.client)).data).toEqual({ reservations: [], total_price: 0 });
    expect(await remaining()).toBe(3);
  });

  it('releases a hold at once on DELETE', async () => {
    const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
    await openSession(t.client);
    const { reservation } = await hold(t.client, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 3 },
    ]);
    expect(await remaining()).toBe(0);
    const deleted = await t.client.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: reservation.reservation_id } },
    });
    expect(deleted.response?.status).toBe(204);
    expect(await remaining()).toBe(3);
    const again = await t.client.DELETE('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: reservation.reservation_id } },
    });
    expect(again.error?.status).toBe(404);
  });

  it('shares one basket per session across attractions, with the total price', async () => {
    const client = t.newClient();
    await openSession(client);
    const first = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 2 },
    ]);
    const second = await hold(client, t.fixtures.zipline, TOMORROW);
    const { data } = await listReservations(client);
    expect(data?.reservations.map((item) => item.reservation_id)).toEqual([
      first.reservation.reservation_id,
      second.reservation.reservation_id,
    ]);
    expect(data?.total_price).toBe(first.reservation.total_price + second.reservation.total_price);
    const other = t.newClient();
    await openSession(other);
    expect((await listReservations(other)).data?.reservations).toEqual([]);
  });

  it('takes the hold time from the options', async () => {
    const quick = setup({ holdTtlMs: MINUTE });
    await openSession(quick.client);
    const { reservation } = await hold(quick.client, quick.fixtures.dublinWalkingTour, TOMORROW);
    expect(reservation.expires_in).toBe(60);
    quick.clock.advance(MINUTE);
    expect((await listReservations(quick.client)).data?.reservations).toEqual([]);
  });

  it("takes one hold's time from its X-Sandbox-Hold-Ttl-Ms header, leaving the others at the options'", async () => {
    const client = t.newClient();
    await openSession(client);
    const [option] = await checkAvailability(client, t.fixtures.dublinWalkingTour, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    const reserve = (headers: Record<string, string>) =>
      client.POST('/{api_version}/reservations', {
        headers,
        body: {
          attraction_id: t.fixtures.dublinWalkingTour,
          currency: 'EUR',
          date: TOMORROW,
          language_code: 'en',
          selection_id: option?.selection_id ?? '',
          tour_language: Object.keys(option?.languages_spoken ?? {})[0] ?? '',
          to_basket: true,
          pickup_id: null,
          pickup_entry: null,
          tickets: [{ price_type_id: 'adult', number_of_tickets: 1 }],
        },
      });
    const short = await reserve({ [HOLD_TTL_HEADER]: '20000' });
    const usual = await reserve({});
    expect(short.data).toMatchObject({ expires_in: 20 });
    expect(usual.data).toMatchObject({ expires_in: 900 });

    t.clock.advance(20_000);
    const { data } = await listReservations(client);
    expect(data?.reservations.map((item) => item.expires_in)).toEqual([880]);

    for (const bad of ['soon', '999', '-5', '1.5'])
      expect((await reserve({ [HOLD_TTL_HEADER]: bad })).error).toMatchObject({
        status: 400,
        fieldErrors: {
          [`header.${HOLD_TTL_HEADER}`]: 'must be a whole number of milliseconds, at least 1000',
        },
      });
  });

  it.each([
    [
      'more tickets than the tour allows (default 5)',
      'dublinWalkingTour',
      [{ price_type_id: 'adult', number_of_tickets: 6 }],
      'tickets',
    ],
    [
      'a price type the option does not offer',
      'dublinWalkingTour',
      [{ price_type_id: 'family', number_of_tickets: 1 }],
      'tickets',
    ],
    [
      'a language the tour is not given in',
      'dublinWalkingTour',
      [{ price_type_id: 'adult', number_of_tickets: 1 }],
      'tour_language',
    ],
  ] as const)('refuses %s with a field error', async (_, fixture, tickets, field) => {
    const client = t.newClient();
    await openSession(client);
    const options = await checkAvailability(client, t.fixtures[fixture], TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 1 },
    ]);
    const result = await createReservation(client, {
      attraction_id: t.fixtures[fixture],
      currency: 'EUR',
      date: TOMORROW,
      language_code: 'en',
      selection_id: options[0]?.selection_id ?? '',
      tour_language: field === 'tour_language' ? 'ja' : 'en',
      tickets: [...tickets],
    });
    expect(result.error?.status).toBe(400);
    expect(Object.keys(result.error?.fieldErrors ?? {})).toEqual([field]);
  });

  it('keeps a basket in one currency', async () => {
    const client = t.newClient();
    await openSession(client);
    await hold(client, t.fixtures.dublinWalkingTour, TOMORROW, undefined, 'EUR');
    await expect(hold(client, t.fixtures.zipline, TOMORROW, undefined, 'GBP')).rejects.toMatchObject({
      status: 400,
      fieldErrors: { currency: expect.stringContaining('EUR') },
    });
  });

  it('answers 409 when another basket took the last seats first', async () => {
    const date = firstBookableDate(t.sandbox, t.fixtures.lastSeats);
    const first = t.newClient();
    const second = t.newClient();
    await openSession(first);
    await openSession(second);
    const [option] = await checkAvailability(second, t.fixtures.lastSeats, date, [
      { price_type_id: 'adult', number_of_tickets: 3 },
    ]);
    expect(option?.available).toBe(true);
    await hold(first, t.fixtures.lastSeats, date, [{ price_type_id: 'adult', number_of_tickets: 2 }]);
    const late = await createReservation(second, {
      attraction_id: t.fixtures.lastSeats,
      currency: 'EUR',
      date,
      language_code: 'en',
      selection_id: option?.selection_id ?? '',
      tickets: [{ price_type_id: 'adult', number_of_tickets: 3 }],
    });
    expect(late.error?.status).toBe(409);
    expect(late.error?.code).toBe(38);
  });
});

describe('pickups and requirements', () => {
  const t = setup();
  afterEach(() => expect(t.logger.errors).toEqual([]));

  it('lists what the checkout must ask, varying by attraction', async () => {
    await openSession(t.client);
    const walk = await hold(t.client, t.fixtures.dublinWalkingTour, TOMORROW);
    const trip = await hold(t.client, t.fixtures.causewayDayTrip, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 2 },
    ]);
    const { data } = await t.client.GET('/{api_version}/reservations/check');
    expect(data?.general.requirements.map((requirement) => requirement.field)).toEqual([
      'first_name',
      'second_name',
      'email',
      'phone_number',
    ]);
    const [walkCheck, tripCheck] = data?.reservations ?? [];
    expect(walkCheck).toEqual({
      id: walk.reservation.reservation_id,
      requirements: [],
      tickets: [{ id: walk.reservation.tickets[0]?.ticket_id, requirements: [] }],
    });
    expect(tripCheck?.requirements).toEqual([
      expect.objectContaining({
        field: 'pickup_point',
        type: 'pickup',
        options: expect.arrayContaining([
          expect.objectContaining({
            coras_pickup_id: expect.any(String),
            pickup_address: expect.any(String),
          }),
        ]),
      }),
    ]);
    expect(
      tripCheck?.tickets.map((ticket) => ticket.requirements.map((requirement) => requirement.field)),
    ).toEqual([
      ['name', 'passport_number', 'passport_nationality', 'passport_expiry_date'],
      ['name', 'passport_number', 'passport_nationality', 'passport_expiry_date'],
    ]);
    expect(trip.reservation.tickets.every((ticket) => ticket.attendee_required)).toBe(true);
  });

  it('asks hotel pickup and body measures where the attraction needs them', async () => {
    const client = t.newClient();
    await openSession(client);
    await hold(client, t.fixtures.desertSafari, TOMORROW);
    await hold(client, t.fixtures.zipline, TOMORROW);
    const { data } = await client.GET('/{api_version}/reservations/check');
    expect(data?.reservations.map((reservation) => reservation.requirements.map((r) => r.field))).toEqual([
      ['hotel_pickup'],
      [],
    ]);
    expect(data?.reservations[1]?.tickets[0]?.requirements.map((r) => [r.field, r.type])).toEqual([
      ['name', 'text'],
      ['height', 'number'],
      ['weight', 'number'],
      ['date_of_birth', 'date'],
    ]);
  });

  it('sets a pickup point with PATCH or PUT and refuses an unknown one', async () => {
    const client = t.newClient();
    await openSession(client);
    const { reservation } = await hold(client, t.fixtures.causewayDayTrip, TOMORROW);
    const point = t.sandbox.catalog().attraction(t.fixtures.causewayDayTrip)?.pickupPoints[1];
    const patched = await client.PATCH('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: reservation.reservation_id } },
      body: { pickup_id: point?.coras_pickup_id ?? null, pickup_entry: null },
    });
    expect(patched.data?.pickup_point).toEqual(point);
    const put = await client.PUT('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: reservation.reservation_id } },
      body: { pickup_id: 'pk-nowhere', pickup_entry: null },
    });
    expect(put.error?.status).toBe(400);
    expect(put.error?.fieldErrors).toEqual({ pickup_id: 'Please choose a pickup point' });
  });
});
