import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** fr-FR: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Fil d’Ariane',
  'details.loading': 'Chargement de l’attraction',
  'details.photos': 'Photos',
  'details.showAllPhotos': 'Voir les {count} photos',
  'details.photoAlt': '{name}, photo {position} sur {total}',
  'details.highlights': 'Points forts',
  'details.itinerary': 'Itinéraire',
  'details.duration': 'Durée : {duration}',
  'details.durationHours': '{count, plural, one {# heure} other {# heures}}',
  'details.durationMinutes': '{count, plural, one {# minute} other {# minutes}}',
  'details.included': 'Ce qui est inclus',
  'details.excluded': 'Ce qui n’est pas inclus',
  'details.departurePoint': 'Point de départ',
  'details.pleaseNote': 'À noter',
  'details.cancellation': 'Annulation',
  'details.location': 'Lieu',
  'details.about': 'À propos',
  'details.seatmap': 'Plan de salle',
  'details.seatmapCaption': 'À titre indicatif uniquement',
  'details.seatmapAlt': 'Plan de salle de {venue}',
  'details.otherAttractions': 'Autres attractions',
  'details.notFound.title': 'Nous n’avons pas trouvé cette attraction',
  'details.notFound.body': 'Elle n’est peut-être plus en vente, ou le lien est incomplet.',
  'details.notFound.action': 'Parcourir les attractions',
  'viewer.counter': '{position}/{total} Photos',
  'viewer.previous': 'Photo précédente',
  'viewer.next': 'Photo suivante',
  'viewer.close': 'Fermer',
};
