import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** it-IT: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Carrello',
  'basket.loading': 'Caricamento del carrello',
  'basket.items': 'Articoli nel carrello',
  'basket.remove': 'Rimuovi {name} dal carrello',
  'basket.checkout': 'Procedi al pagamento',
  'basket.close': 'Chiudi',
  'basket.addedToBasket': 'Aggiunto al carrello',
  'basket.goToBasket': 'Vai al carrello',
  'basket.continueShopping': 'Continua gli acquisti',
  'basket.expiringSoon': 'I tuoi biglietti per {names} verranno rilasciati tra 1 minuto.',
  'basket.expired': 'I tuoi biglietti per {names} sono stati rilasciati e rimossi dal carrello.',
  'navbar.basket': 'Carrello',
  'navbar.basketCount':
    '{count, plural, =0 {Carrello, vuoto} one {Carrello, # articolo} other {Carrello, # articoli}}',
  'navbar.basketNeedsJavaScript': 'Il carrello richiede JavaScript',
};
