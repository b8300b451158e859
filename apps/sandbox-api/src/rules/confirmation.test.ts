import { type ApiError, confirmReservations, type ReservationConfirmRequest } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { hold, openSession, setup, TOMORROW } from '../../test/helpers';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

const billing = { addressLine1: '1 Main Street', city: 'Dublin', postcode: 'D02 X285', country: 'IE' };
const buyer = {
  first_name: 'Aoife',
  second_name: 'Byrne',
  email: 'aoife@example.com',
  phone_number: '+353 1 234 5678',
};

describe('confirming the basket (POST reservations with customer data)', () => {
  it('answers every field error in the shapes of spec 2 §8', async () => {
    const client = t.newClient();
    await openSession(client);
    const trip = await hold(client, t.fixtures.causewayDayTrip, TOMORROW, [
      { price_type_id: 'adult', number_of_tickets: 2 },
    ]);
    const tripId = trip.reservation.reservation_id;
    const [first, second] = trip.reservation.tickets.map((ticket) => ticket.ticket_id);
    const body: ReservationConfirmRequest = {
      first_name: ' ',
      second_name: 'Byrne',
      email: 'aoife.example.com',
      phone_number: '',
      reservations: [tripId],
      attendees: [
        { ticket_id: first ?? '', first_name: 'Aoife', second_name: 'Byrne', email: 'not-an-email' },
        { ticket_id: first ?? '', first_name: 'Cian', second_name: '' },
      ],
      metadata: {
        addressLine1: '1 Main Street',
        city: '',
        postcode: 'D02 X285',
        [`reservation_${tripId}_ticket_${first}_passportNumber`]: 'PA1234567',
        [`reservation_${tripId}_ticket_${first}_passportNationality`]: 'IE',
        [`reservation_${tripId}_ticket_${first}_passportExpiryDate`]: '2026-01-31',
        [`reservation_${tripId}_ticket_${second}_passportNumber`]: 'PB7654321',
        [`reservation_${tripId}_ticket_${second}_passportNationality`]: 'XX',
        [`reservation_${tripId}_ticket_${second}_passportExpiryDate`]: '31.01.2030',
      },
    };
    const { status, body: answer } = await t.call<ApiError>('POST', `/v2/reservations`, {
      body,
      headers: { 'Booking-Session': client.session.get() ?? '' },
    });
    expect(status).toBe(400);
    expect(answer.code).toBe(40);
    expect(answer.errors).toEqual({
      'customer.first_name': ['This is a required field'],
      'customer.email': ['Please enter a valid email address'],
      phone_number: ['This is a required field'],
      'customer.city': ['This is a required field'],
      'customer.country': ['This is a required field'],
      attendees: {
        '0': { email: ['Please enter a valid email address'] },
        '1': { second_name: ['This is a required field'] },
      },
      [`reservation_data.${tripId}.pickup_point`]: ['This is a required field'],
      [`reservation_data.${tripId}.ticket_${first}_passport_expiry_date`]: ['Passport must not be expired'],
      [`reservation_data.${tripId}.ticket_${second}_name`]: ['This is a required field'],
      [`reservation_data.${tripId}.ticket_${second}_passport_nationality`]: ['Please select a country'],
      [`reservation_data.${tripId}.ticket_${second}_passport_expiry_date`]: [
        'Please enter a valid date in format YYYY-MM-DD',
      ],
    });
  });

  it("reads the answers under the form's names (the contract), not the requirement's API names", async () => {
    const client = t.newClient();
    await openSession(client);
    const trip = await hold(client, t.fixtures.causewayDayTrip, TOMORROW);
    const id = trip.reservation.reservation_id;
    const ticket = trip.reservation.tickets[0]?.ticket_id ?? '';
    const { data: check } = await client.GET('/{api_version}/reservations/check');
    const point = check?.reservations[0]?.requirements.find((r) => r.field === 'pickup_point')?.options?.[0];
    const answers = {
      [`reservation_${id}_pickupPoint`]: point?.coras_pickup_id ?? '',
      [`reservation_${id}_ticket_${ticket}_passportNumber`]: 'PA1234567',
      [`reservation_${id}_ticket_${ticket}_passportNationality`]: 'IE',
      [`reservation_${id}_ticket_${ticket}_passportExpiryDate`]: '2031-01-31',
    };
    const attendees = [{ ticket_id: ticket, first_name: 'Aoife', second_name: 'Byrne' }];
    const underApiNames = await confirmReservations(client, {
      ...buyer,
      email: 'answers@example.com',
      reservations: [id],
      attendees,
      metadata: {
        ...billing,
        ...Object.fromEntries(
          Object.entries(answers).map(([key, value]) => [
            key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
            value,
          ]),
        ),
      },
    });
    expect(underApiNames.error?.fieldErrors).toEqual({
      [`reservation_data.${id}.pickup_point`]: 'This is a required field',
      [`reservation_data.${id}.ticket_${ticket}_passport_number`]: 'This is a required field',
      [`reservation_data.${id}.ticket_${ticket}_passport_nationality`]: 'This is a required field',
      [`reservation_data.${id}.ticket_${ticket}_passport_expiry_date`]: 'This is a required field',
    });
    const underFormNames = await confirmReservations(client, {
      ...buyer,
      email: 'answers@example.com',
      reservations: [id],
      attendees,
      metadata: { ...billing, ...answers },
    });
    expect(underFormNames.error).toBeUndefined();
    expect(underFormNames.data?.transaction_id).toMatch(/^txn_/);
  });

  it('is read by the API client as flat field errors', async () => {
    const client = t.newClient();
    await openSession(client);
    const { reservation } = await hold(client, t.fixtures.zipline, TOMORROW);
    const [ticket] = reservation.tickets;
    const id = reservation.reservation_id;
    const result = await confirmReservations(client, {
      ...buyer,
      phone_number: '0871234567',
      reservations: [id],
      attendees: [{ ticket_id: ticket?.ticket_id ?? '', first_name: 'Aoife', second_name: 'Byrne' }],
      metadata: {
        ...billing,
        [`reservation_${id}_ticket_${ticket?.ticket_id}_height`]: 'tall',
        [`reservation_${id}_ticket_${ticket?.ticket_id}_weight`]: '70',
        [`reservation_${id}_ticket_${ticket?.ticket_id}_dateOfBirth`]: '2026-02-30',
      },
    });
    expect(result.error?.status).toBe(400);
    expect(result.error?.fieldErrors).toEqual({
      phone_number: 'Please enter a valid phone number',
      [`reservation_data.${id}.ticket_${ticket?.ticket_id}_height`]: 'Please enter a valid number',
      [`reservation_data.${id}.ticket_${ticket?.ticket_id}_date_of_birth`]: 'Please enter a valid date',
    });
  });

  it('returns transaction_id, user_id and client_secret when everything is there', async () => {
    const client = t.newClient();
    await openSession(client);
    const { reservation } = await hold(client, t.fixtures.desertSafari, TOMORROW);
    const id = reservation.reservation_id;
    const ticket = reservation.tickets[0]?.ticket_id;
    await client.PATCH('/{api_version}/reservations/{reservation_id}', {
      params: { path: { reservation_id: id } },
      body: { pickup_id: null, pickup_entry: 'Hotel Al Seef, room 12' },
    });
    const result = await confirmReservations(client, {
      ...buyer,
      reservations: [id],
      attendees: [{ ticket_id: ticket ?? '', first_name: 'Aoife', second_name: 'Byrne', country_code: 'IE' }],
      metadata: {
        ...billing,
        [`reservation_${id}_ticket_${ticket}_passportNumber`]: 'PA1234567',
        [`reservation_${id}_ticket_${ticket}_passportNationality`]: 'ie',
        [`reservation_${id}_ticket_${ticket}_passportExpiryDate`]: '2031-01-31',
      },
    });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({
      transaction_id: expect.stringMatching(/^txn_/),
      user_id: expect.stringMatching(/^usr_/),
      client_secret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
    });
    const { data } = await client.GET('/{api_version}/users/{customer_id}/transactions', {
      params: { path: { customer_id: result.data?.user_id ?? '' } },
    });
    expect(data?.transactions).toEqual([
      expect.objectContaining({
        status: 'ADDED',
        reference_id: expect.stringMatching(/^CRS-/),
        amount: reservation.total_price,
      }),
    ]);
  });

  it('refuses a reservation that expired (409, code 39) or is not in this basket (400)', async () => {
    const client = t.newClient();
    await openSession(client);
    const { reservation } = await hold(client, t.fixtures.dublinWalkingTour, TOMORROW);
    const stranger = t.newClient();
    await openSession(stranger);
    const foreign = await confirmReservations(stranger, {
      ...buyer,
      reservations: [reservation.reservation_id],
      metadata: billing,
    });
    expect(foreign.error?.status).toBe(400);
    expect(Object.keys(foreign.error?.fieldErrors ?? {})).toEqual(['reservations']);
    t.clock.advance(15 * 60_000);
    const expired = await confirmReservations(client, {
      ...buyer,
      reservations: [reservation.reservation_id],
      metadata: billing,
    });
    expect(expired.error?.status).toBe(409);
    expect(expired.error?.code).toBe(39);
  });
});
