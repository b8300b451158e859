import { describe, expect, it } from 'vitest';
import { mapServerErrors } from './server-errors';

/** The server's words, as the form carries them. */
const given = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, { code: 'text', text }]));

const attendees = [
  { reservationId: 'r1', ticketId: 't1' },
  { reservationId: 'r1', ticketId: 't2' },
];

describe('mapServerErrors (spec 2 §8)', () => {
  it('customer.x sets field x; phone_number maps to the phone field', () => {
    expect(
      mapServerErrors({
        'customer.first_name': 'Too short',
        'customer.phone_number': 'Bad phone',
        'customer.addressLine1': 'Missing',
        'customer.nickname': 'Odd',
      }).fieldErrors,
    ).toEqual(
      given({ first_name: 'Too short', phone: 'Bad phone', addressLine1: 'Missing', nickname: 'Odd' }),
    );
    expect(mapServerErrors({ phone_number: 'Invalid number' }).fieldErrors).toEqual(
      given({
        phone: 'Invalid number',
      }),
    );
    expect(mapServerErrors({ email: 'Taken' }).fieldErrors).toEqual(given({ email: 'Taken' }));
  });

  it('attendees.{index}.{field} sets the matching ticket field', () => {
    expect(
      mapServerErrors(
        {
          'attendees.1.first_name': 'First name required',
          'attendees.1.second_name': 'Second name required',
          'attendees.0.email': 'Bad email',
          'attendees.0.passport_number': 'Bad passport',
        },
        attendees,
      ).fieldErrors,
    ).toEqual(
      given({
        reservation_r1_ticket_t2_name: 'First name required',
        reservation_r1_ticket_t1_email: 'Bad email',
        reservation_r1_ticket_t1_passportNumber: 'Bad passport',
      }),
    );
  });

  it('reservation_data.{id}.{field} sets that reservation field', () => {
    expect(
      mapServerErrors({
        'reservation_data.r1.hotel_pickup': 'Unknown hotel',
        'reservation_data.r2.pickupPoint': 'Pick one',
      }).fieldErrors,
    ).toEqual(given({ reservation_r1_hotelPickup: 'Unknown hotel', reservation_r2_pickupPoint: 'Pick one' }));
  });

  it("gives the generic message ('An error occurred. Please try again.') when nothing could be placed", () => {
    expect(mapServerErrors(undefined)).toEqual({
      fieldErrors: {},
      cardError: { code: 'generic' },
      unmapped: {},
    });
    const odd = mapServerErrors(
      { 'attendees.7.first_name': 'x', 'attendees.x.first_name': 'y', 'a.b.c.d': 'z', toString: 'w' },
      attendees,
    );
    expect(odd.cardError).toEqual({ code: 'generic' });
    expect(Object.keys(odd.unmapped).sort()).toEqual([
      'a.b.c.d',
      'attendees.7.first_name',
      'attendees.x.first_name',
      'toString',
    ]);
    expect(mapServerErrors({ 'customer.email': 'Bad' }).cardError).toBeUndefined();
  });
});
