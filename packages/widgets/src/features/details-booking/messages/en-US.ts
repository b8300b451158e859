import type { Translations } from '../../../runtime/i18n/catalogue';
import { bookingMessages } from './en-GB';

/** en-US: the booking panel’s texts, in American usage where it differs. */
export const messages: Translations<typeof bookingMessages> = {
  ...bookingMessages,
  'booking.addToBasket': 'Add to cart',
  'booking.addFailed': 'These tickets could not be added to your cart. Please try again.',
};
