import type { Requirement, RequirementField, ReservationCheck } from '@coras/api-client';
import type { Catalog } from '../data/catalog';
import type { ReservationRecord } from '../store/reservations';

/** The input kind the checkout renders for each requirement. */
const INPUT_TYPE: Record<RequirementField, string> = {
  first_name: 'text',
  second_name: 'text',
  phone_number: 'phone',
  email: 'email',
  name: 'text',
  height: 'number',
  weight: 'number',
  passport_number: 'text',
  passport_nationality: 'country',
  passport_expiry_date: 'date',
  date_of_birth: 'date',
  hotel_pickup: 'text',
  pickup_point: 'pickup',
};

const requirement = (field: RequirementField): Requirement => ({ field, type: INPUT_TYPE[field] });

/**
 * What the checkout must ask for a basket (spec 2 §3 "Reservation check"): names and email always,
 * the phone only when an attraction needs it, pickup per reservation, attendee details per ticket.
 */
export function basketRequirements(basket: readonly ReservationRecord[], catalog: Catalog): ReservationCheck {
  const attractions = basket.map((record) => catalog.attraction(record.attractionId));
  const needsPhone = attractions.some((attraction) => attraction?.needsPhone);
  return {
    general: {
      requirements: [
        requirement('first_name'),
        requirement('second_name'),
        requirement('email'),
        ...(needsPhone ? [requirement('phone_number')] : []),
      ],
    },
    reservations: basket.map((record, index) => {
      const attraction = attractions[index];
      const requirements: Requirement[] = [];
      if (attraction?.pickupPoints.length)
        requirements.push({ ...requirement('pickup_point'), options: [...attraction.pickupPoints] });
      if (attraction?.hotelPickup) requirements.push(requirement('hotel_pickup'));
      return {
        id: record.id,
        requirements,
        tickets: record.tickets.map((ticket) => ({
          id: ticket.ticketId,
          requirements: (attraction?.ticketRequirements ?? []).map(requirement),
        })),
      };
    }),
  };
}
