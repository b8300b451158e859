import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** fr-FR: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'Trier par',
  'filters.button': 'Filtres',
  'filters.title': 'Filtres',
  'filters.close': 'Fermer',
  'filters.duration': 'Durée',
  'filters.price': 'Prix',
  'filters.category': 'Catégorie',
  'filters.clearAll': 'Tout effacer',
  'filters.apply': 'Appliquer les filtres',
  'filters.loading': 'chargement',
  'filters.error': 'erreur',
  'filters.removeChip': 'Retirer le filtre : {label}',
  'filters.activeCount': '{count, plural, =0 {Filtres} one {Filtres (#)} other {Filtres (#)}}',
  'dates.all': 'Toutes les dates',
  'dates.calendar': 'Calendrier',
  'dates.reset': 'Réinitialiser',
  'dates.done': 'Terminé',
  'dates.clear': 'Effacer les dates',
  'dates.choose': 'Choisir les dates',
  'filterBar.label': 'Filtrer les attractions',
  'filterBar.activeFilters': 'Filtres actifs',
  'dates.selected': 'sélectionnée',
  'dates.rangeStart': 'date de début, sélectionnée',
  'dates.rangeEnd': 'date de fin, sélectionnée',
  'dates.inRange': 'dans la période sélectionnée',
  'dates.today': 'aujourd’hui',
};
