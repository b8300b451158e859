import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** fr-FR: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Cette partie de la page n’a pas pu être affichée.',
  'page.landing': 'Page des activités',
  'page.search': 'Page des résultats de recherche',
  'page.details': 'Page des détails de l’attraction',
  'page.payment': 'Page de paiement',
  'page.help': 'Page du centre d’aide',
};
