import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** nb-NO: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Handlekurv',
  'basket.loading': 'Laster inn handlekurven',
  'basket.items': 'Varer i handlekurven',
  'basket.remove': 'Fjern {name} fra handlekurven',
  'basket.checkout': 'Gå til kassen',
  'basket.close': 'Lukk',
  'basket.addedToBasket': 'Lagt i handlekurven',
  'basket.goToBasket': 'Gå til handlekurven',
  'basket.continueShopping': 'Fortsett å handle',
  'basket.expiringSoon': 'Billettene dine til {names} frigis om 1 minutt.',
  'basket.expired': 'Billettene dine til {names} er frigitt og fjernet fra handlekurven.',
  'navbar.basket': 'Handlekurv',
  'navbar.basketCount':
    '{count, plural, =0 {Handlekurv, tom} one {Handlekurv, # vare} other {Handlekurv, # varer}}',
  'navbar.basketNeedsJavaScript': 'Handlekurven krever JavaScript',
};
