/**
 * The English texts of the basket's items, its 'Added to basket' dialog and its notices (spec 1
 * §4, spec 2 §2, §4; issue #7), which load with the basket's lazy chunks, off the first load. Its
 * modules translate through `useBasketTranslate`, the controls through `useControlsTranslate`,
 * which has these texts too. Every translated locale holds these keys (`Catalogue`).
 */
export const basketMessages = {
  'basket.remove': 'Remove {name} from the basket',
  'basket.close': 'Close',
  'basket.addedToBasket': 'Added to basket',
  'basket.goToBasket': 'Go to basket',
  'basket.continueShopping': 'Continue shopping',
  'basket.expiringSoon': 'Your tickets for {names} will be released in 1 minute.',
  'basket.expired': 'Your tickets for {names} were released and removed from your basket.',
} as const;

/** A key of the basket's texts. */
export type BasketMessageKey = keyof typeof basketMessages;
