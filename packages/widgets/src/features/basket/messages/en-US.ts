import type { Translations } from '../../../runtime/i18n/catalogue';
import { basketMessages } from './en-GB';

/** en-US: the basket’s texts, in American usage where it differs. */
export const messages: Translations<typeof basketMessages> = {
  ...basketMessages,
  'basket.title': 'Cart',
  'basket.loading': 'Loading your cart',
  'basket.items': 'Items in your cart',
  'basket.remove': 'Remove {name} from the cart',
  'basket.addedToBasket': 'Added to cart',
  'basket.goToBasket': 'Go to cart',
  'basket.expired': 'Your tickets for {names} were released and removed from your cart.',
  'navbar.basket': 'Cart',
  'navbar.basketCount': '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  'navbar.basketNeedsJavaScript': 'The cart needs JavaScript',
};
