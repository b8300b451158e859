import type { CardFieldLabels } from '../provider';

/** The labels the checkout passes to the card fields (its own translations), for tests and stories. */
export const LABELS: CardFieldLabels = { number: 'Card number', expiry: 'Expiry date', cvc: 'CVC' };
