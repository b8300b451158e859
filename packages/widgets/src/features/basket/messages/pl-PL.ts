import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** pl-PL: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Koszyk',
  'basket.loading': 'Ładowanie koszyka',
  'basket.items': 'Produkty w koszyku',
  'basket.remove': 'Usuń {name} z koszyka',
  'basket.checkout': 'Przejdź do kasy',
  'basket.close': 'Zamknij',
  'basket.addedToBasket': 'Dodano do koszyka',
  'basket.goToBasket': 'Przejdź do koszyka',
  'basket.continueShopping': 'Kontynuuj zakupy',
  'basket.expiringSoon': 'Twoje bilety na {names} zostaną zwolnione za 1 minutę.',
  'basket.expired': 'Twoje bilety na {names} zostały zwolnione i usunięte z koszyka.',
  'navbar.basket': 'Koszyk',
  'navbar.basketCount':
    '{count, plural, =0 {Koszyk, pusty} one {Koszyk, # produkt} few {Koszyk, # produkty} many {Koszyk, # produktów} other {Koszyk, # produktu}}',
  'navbar.basketNeedsJavaScript': 'Koszyk wymaga JavaScriptu',
};
