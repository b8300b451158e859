import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** it-IT: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Non è stato possibile mostrare questa parte della pagina.',
  'page.landing': 'Pagina delle attività',
  'page.search': 'Pagina dei risultati di ricerca',
  'page.details': 'Pagina dei dettagli dell’attrazione',
  'page.payment': 'Pagina di pagamento',
  'page.help': 'Pagina del centro assistenza',
};
