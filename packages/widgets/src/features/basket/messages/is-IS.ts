import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** is-IS: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Karfa',
  'basket.loading': 'Hleður körfunni',
  'basket.items': 'Vörur í körfunni',
  'basket.remove': 'Fjarlægja {name} úr körfunni',
  'basket.checkout': 'Ganga frá kaupum',
  'basket.close': 'Loka',
  'basket.addedToBasket': 'Sett í körfu',
  'basket.goToBasket': 'Fara í körfu',
  'basket.continueShopping': 'Halda áfram að versla',
  'basket.expiringSoon': 'Miðarnir þínir á {names} losna eftir 1 mínútu.',
  'basket.expired': 'Miðarnir þínir á {names} hafa losnað og verið fjarlægðir úr körfunni.',
  'navbar.basket': 'Karfa',
  'navbar.basketCount': '{count, plural, =0 {Karfa, tóm} one {Karfa, # vara} other {Karfa, # vörur}}',
  'navbar.basketNeedsJavaScript': 'Karfan þarf JavaScript',
};
