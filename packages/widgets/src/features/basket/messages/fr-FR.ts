import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** fr-FR: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Panier',
  'basket.loading': 'Chargement de votre panier',
  'basket.items': 'Articles de votre panier',
  'basket.remove': 'Retirer {name} du panier',
  'basket.checkout': 'Payer',
  'basket.close': 'Fermer',
  'basket.addedToBasket': 'Ajouté au panier',
  'basket.goToBasket': 'Voir le panier',
  'basket.continueShopping': 'Continuer mes achats',
  'basket.expiringSoon': 'Vos billets pour {names} seront libérés dans 1 minute.',
  'basket.expired': 'Vos billets pour {names} ont été libérés et retirés de votre panier.',
  'navbar.basket': 'Panier',
  'navbar.basketCount':
    '{count, plural, =0 {Panier, vide} one {Panier, # article} other {Panier, # articles}}',
  'navbar.basketNeedsJavaScript': 'Le panier nécessite JavaScript',
};
