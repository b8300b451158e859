// Apart from basket.ts: every widget listens for it from its first load, which needs none of the
// basket's rules (a module shared with the basket's chunk would bring them along).
/** The window event that makes every basket reload (spec 1 §4, spec 2 §4). */
export const RESERVATION_CREATED_EVENT = 'reservation-created';
