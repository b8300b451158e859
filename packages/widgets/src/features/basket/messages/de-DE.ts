import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** de-DE: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Warenkorb',
  'basket.loading': 'Ihr Warenkorb wird geladen',
  'basket.items': 'Artikel in Ihrem Warenkorb',
  'basket.remove': '{name} aus dem Warenkorb entfernen',
  'basket.checkout': 'Zur Kasse',
  'basket.close': 'Schließen',
  'basket.addedToBasket': 'In den Warenkorb gelegt',
  'basket.goToBasket': 'Zum Warenkorb',
  'basket.continueShopping': 'Weiter einkaufen',
  'basket.expiringSoon': 'Ihre Tickets für {names} werden in 1 Minute freigegeben.',
  'basket.expired': 'Ihre Tickets für {names} wurden freigegeben und aus Ihrem Warenkorb entfernt.',
  'navbar.basket': 'Warenkorb',
  'navbar.basketCount':
    '{count, plural, =0 {Warenkorb, leer} one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}',
  'navbar.basketNeedsJavaScript': 'Der Warenkorb benötigt JavaScript',
};
