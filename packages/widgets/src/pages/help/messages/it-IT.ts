import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** it-IT: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'Ho bisogno di aiuto con…',
  'help.tab.faqAttractions': 'Attrazioni',
  'help.tab.faqMusic': 'Musica',
  'help.tab.faqTheatres': 'Teatri',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Contattaci',
  'help.loading': 'Caricamento dei contenuti di assistenza',
  'help.failed': 'Non è stato possibile caricare questa pagina.',
  'help.retry': 'Riprova',
  'help.opensInNewTab': '(si apre in una nuova scheda)',
  'help.contact.title': 'Contattaci',
  'help.contact.name': 'Nome',
  'help.contact.email': 'Email',
  'help.contact.eventName': 'Nome dell’evento',
  'help.contact.orderReference': 'Riferimento ordine (facoltativo)',
  'help.contact.subject': 'Oggetto',
  'help.contact.subjectPlaceholder': 'Seleziona un oggetto',
  'help.contact.subjectsFailed': 'Non è stato possibile caricare gli oggetti.',
  'help.contact.message': 'Messaggio',
  'help.contact.submit': 'Invia',
  'help.contact.success': 'Grazie, abbiamo ricevuto la tua richiesta',
  'help.contact.browse': 'Scopri altri eventi',
  'help.contact.close': 'Chiudi',
};
