import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** sv-SE: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Varukorg',
  'basket.loading': 'Läser in din varukorg',
  'basket.items': 'Artiklar i din varukorg',
  'basket.remove': 'Ta bort {name} från varukorgen',
  'basket.checkout': 'Till kassan',
  'basket.close': 'Stäng',
  'basket.addedToBasket': 'Tillagd i varukorgen',
  'basket.goToBasket': 'Gå till varukorgen',
  'basket.continueShopping': 'Fortsätt handla',
  'basket.expiringSoon': 'Dina biljetter till {names} släpps om 1 minut.',
  'basket.expired': 'Dina biljetter till {names} har släppts och tagits bort från din varukorg.',
  'navbar.basket': 'Varukorg',
  'navbar.basketCount':
    '{count, plural, =0 {Varukorg, tom} one {Varukorg, # artikel} other {Varukorg, # artiklar}}',
  'navbar.basketNeedsJavaScript': 'Varukorgen kräver JavaScript',
};
