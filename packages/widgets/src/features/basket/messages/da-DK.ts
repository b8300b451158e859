import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** da-DK: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Kurv',
  'basket.loading': 'Indlæser din kurv',
  'basket.items': 'Varer i din kurv',
  'basket.remove': 'Fjern {name} fra kurven',
  'basket.checkout': 'Gå til betaling',
  'basket.close': 'Luk',
  'basket.addedToBasket': 'Lagt i kurven',
  'basket.goToBasket': 'Gå til kurven',
  'basket.continueShopping': 'Shop videre',
  'basket.expiringSoon': 'Dine billetter til {names} frigives om 1 minut.',
  'basket.expired': 'Dine billetter til {names} er frigivet og fjernet fra din kurv.',
  'navbar.basket': 'Kurv',
  'navbar.basketCount': '{count, plural, =0 {Kurv, tom} one {Kurv, # vare} other {Kurv, # varer}}',
  'navbar.basketNeedsJavaScript': 'Kurven kræver JavaScript',
};
