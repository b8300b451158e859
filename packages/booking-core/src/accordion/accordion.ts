/** The tour details' accordion items, in order (spec 2 §2). */
export const TOUR_ACCORDION_ITEMS = [
  "What's included",
  "What's excluded",
  'Departure Point',
  'Please note',
  'Cancellation',
] as const;

/** Only one item is open at a time; clicking the open item closes it (spec 2 §2). */
export function toggleAccordion<Id>(open: Id | undefined, clicked: Id): Id | undefined {
  return open === clicked ? undefined : clicked;
}
