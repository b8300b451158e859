/**
 * The English of the basket’s texts, which load with their code. Each other locale translates every
 * key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const basketMessages = {
  'navbar.basket': 'Basket',
  'navbar.basketCount': '{count, plural, =0 {Basket, empty} one {Basket, # item} other {Basket, # items}}',
  'navbar.basketNeedsJavaScript': 'The basket needs JavaScript',
  'basket.title': 'Basket',
  'basket.loading': 'Loading your basket',
  'basket.items': 'Items in your basket',
  'basket.checkout': 'Checkout',
  'basket.remove': 'Remove {name} from the basket',
  'basket.close': 'Close',
  'basket.addedToBasket': 'Added to basket',
  'basket.goToBasket': 'Go to basket',
  'basket.continueShopping': 'Continue shopping',
  'basket.expiringSoon': 'Your tickets for {names} will be released in 1 minute.',
  'basket.expired': 'Your tickets for {names} were released and removed from your basket.',
} as const;
