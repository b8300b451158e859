import { enUS as dateLocale } from 'date-fns/locale/en-US';
import type { Catalogue } from './en-GB';
import { completeEnglish } from './en-GB.complete';

/** en-US texts: the English catalogue in American usage (Cart, ZIP code, Help Center, Theaters). */
export const messages: Catalogue = {
  ...completeEnglish,

  // Error modal
  'common.errorModal.helpCentre': 'Help center',

  // Basket: a 'cart' in American shops
  'basket.title': 'Cart',
  'basket.loading': 'Loading your cart',
  'common.basket.empty': 'Your cart is empty',
  'basket.items': 'Items in your cart',
  'basket.remove': 'Remove {name} from the cart',
  'basket.addedToBasket': 'Added to cart',
  'basket.goToBasket': 'Go to cart',
  'basket.expired': 'Your tickets for {names} were released and removed from your cart.',
  'booking.addToBasket': 'Add to cart',
  'booking.addFailed': 'These tickets could not be added to your cart. Please try again.',
  'navbar.basket': 'Cart',
  'navbar.basketCount': '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',

  // Footer and help
  'footer.helpCentre': 'Help Center',
  'page.help': 'Help Center page',
  'help.tab.faqTheatres': 'Theaters',
};

export { dateLocale };
