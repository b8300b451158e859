import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** fr-FR: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'Résultats pour {search}',
  'search.empty': 'Aucune attraction ne correspond à vos critères.',
  'search.backToTop': 'Retour en haut',
  'search.loadingMore': 'Chargement d’autres attractions',
  'search.resultCount':
    '{count, plural, =0 {Aucune attraction trouvée} one {# attraction trouvée} other {# attractions trouvées}}',
};
