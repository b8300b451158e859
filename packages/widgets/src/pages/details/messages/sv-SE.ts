import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** sv-SE: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Brödsmulor',
  'details.loading': 'Läser in attraktionen',
  'details.photos': 'Bilder',
  'details.showAllPhotos': 'Visa alla {count} bilder',
  'details.photoAlt': '{name}, bild {position} av {total}',
  'details.highlights': 'Höjdpunkter',
  'details.itinerary': 'Program',
  'details.duration': 'Längd: {duration}',
  'details.durationHours': '{count, plural, one {# timme} other {# timmar}}',
  'details.durationMinutes': '{count, plural, one {# minut} other {# minuter}}',
  'details.included': 'Det här ingår',
  'details.excluded': 'Det här ingår inte',
  'details.departurePoint': 'Avreseplats',
  'details.pleaseNote': 'Observera',
  'details.cancellation': 'Avbokning',
  'details.location': 'Plats',
  'details.about': 'Om',
  'details.seatmap': 'Platskarta',
  'details.seatmapCaption': 'Endast vägledande',
  'details.seatmapAlt': 'Platskarta för {venue}',
  'details.otherAttractions': 'Andra attraktioner',
  'details.notFound.title': 'Vi kunde inte hitta den här attraktionen',
  'details.notFound.body': 'Den kanske inte säljs längre, eller så är länken ofullständig.',
  'details.notFound.action': 'Bläddra bland attraktioner',
  'viewer.counter': '{position}/{total} bilder',
  'viewer.previous': 'Föregående bild',
  'viewer.next': 'Nästa bild',
  'viewer.close': 'Stäng',
};
