import { type CheckoutOwnMessages, checkoutMessages } from './en-GB';

/** en-US texts of the checkout: its English in American usage (Cart, ZIP code, Help Center). */
export const messages: CheckoutOwnMessages = {
  ...checkoutMessages,
  'checkout.field.postcode': 'ZIP code',
  'checkout.field.passportExpiryDate': 'Passport expiration date',
  'checkout.payment.cardExpiry': 'Expiration date',
  'checkout.basket.drawer': 'Cart',
  'checkout.emptyBasket.title': 'Your cart is empty',
  'checkout.error.basketBeingPaid':
    'This cart is already being paid in another tab or window — resume it there. This page follows that payment.',
  'checkout.emptyBasket.removed': '{name} was removed from your cart.',
  'checkout.success.helpCentre': 'Help Center',
};
