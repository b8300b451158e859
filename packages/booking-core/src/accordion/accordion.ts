/** The tour details' accordion items, in order (spec 2 §2). */
export const TOUR_ACCORDION_ITEMS = [
  "What's included",
  "What's excluded",
  'Departure Point',
  'Please note',
  'Cancellation',
] as const;
