import type { CountryEntry, ReservationCheck } from '@coras/api-client';

export const check: ReservationCheck = {
  general: {
    requirements: [
      { field: 'first_name' },
      { field: 'second_name' },
      { field: 'email' },
      { field: 'phone_number' },
    ],
  },
  reservations: [
    {
      id: 'r1',
      requirements: [
        {
          field: 'pickup_point',
          type: 'pickup',
          options: [{ coras_pickup_id: 'p1', pickup_name: 'Hotel A' }],
        },
        { field: 'hotel_pickup', type: 'text' },
      ],
      tickets: [
        {
          id: 't1',
          requirements: [{ field: 'name' }, { field: 'height' }, { field: 'passport_expiry_date' }],
        },
        {
          id: 't2',
          requirements: [{ field: 'name' }, { field: 'date_of_birth' }, { field: 'passport_number' }],
        },
      ],
    },
    { id: 'r2', requirements: [], tickets: [] },
  ],
};

export const countries: CountryEntry[] = [
  { name: 'Ireland', code: 'IE', phone_code: '353' },
  { name: 'Iceland', code: 'IS', phone_code: '354' },
  { name: 'United States', code: 'US', phone_code: '1' },
  { name: 'Österreich', code: 'AT', phone_code: '+43' },
];
