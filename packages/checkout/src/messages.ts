/**
 * The checkout's English texts, the spec's verbatim (spec 2 §2, §5, §8). The widgets' catalogue
 * spreads them in, so every locale translates them with the rest; the checkout receives a
 * translate function for these keys. Keys are added by the checkout screens as they are built.
 */
export const checkoutMessages = {
  'checkout.loading': 'Loading...',
} as const;

/** A checkout text's key. */
export type CheckoutMessageKey = keyof typeof checkoutMessages;
