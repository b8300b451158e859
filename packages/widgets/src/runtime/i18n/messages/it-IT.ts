import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** it-IT: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Questo widget di prenotazione non è ancora configurato: manca l’attributo {attribute}.',
  'common.errorModal.title': 'Siamo spiacenti, si è verificato un problema.',
  'common.errorModal.message': 'Aggiorna la pagina e riprova. Se il problema persiste, contatta il nostro',
  'common.errorModal.helpCentre': 'Centro assistenza',
  'common.errorModal.retry': 'Aggiorna la pagina',
  'config.invalid':
    'Questo widget di prenotazione non è configurato correttamente: l’attributo {attribute} deve essere un indirizzo http o https.',
  'error.widgetFailed':
    'Non è stato possibile mostrare questo widget di prenotazione. Aggiorna la pagina e riprova.',
  'landing.sectionLoading': 'Caricamento delle attrazioni',
  'common.basket.empty': 'Il tuo carrello è vuoto',
  'common.basket.tickets': '{count, plural, one {# biglietto} other {# biglietti}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Riservato per',
  'common.basket.total': 'Totale',
  'dates.previousMonth': 'Mese precedente',
  'dates.nextMonth': 'Mese successivo',
  'dates.available': 'disponibile',
  'dates.unavailable': 'non disponibile',
  'card.from': 'Da',
  'card.rating': 'Valutazione {rating} su 5',
  'image.loading': 'Caricamento dell’immagine…',
  'image.failed': 'Impossibile caricare l’immagine',
  'footer.opensInNewTab': '(si apre in una nuova scheda)',
  'common.required': 'Questo campo è obbligatorio',
  'common.invalidEmail': 'Inserisci un indirizzo email valido',
};
