import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** de-DE: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Brotkrümelnavigation',
  'details.loading': 'Attraktion wird geladen',
  'details.photos': 'Fotos',
  'details.showAllPhotos': 'Alle {count} Fotos anzeigen',
  'details.photoAlt': '{name}, Foto {position} von {total}',
  'details.highlights': 'Highlights',
  'details.itinerary': 'Reiseverlauf',
  'details.duration': 'Dauer: {duration}',
  'details.durationHours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'details.durationMinutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'details.included': 'Inbegriffen',
  'details.excluded': 'Nicht inbegriffen',
  'details.departurePoint': 'Abfahrtsort',
  'details.pleaseNote': 'Bitte beachten',
  'details.cancellation': 'Stornierung',
  'details.location': 'Ort',
  'details.about': 'Über diese Attraktion',
  'details.seatmap': 'Saalplan',
  'details.seatmapCaption': 'Nur zur Veranschaulichung',
  'details.seatmapAlt': 'Saalplan von {venue}',
  'details.otherAttractions': 'Weitere Attraktionen',
  'details.notFound.title': 'Wir konnten diese Attraktion nicht finden',
  'details.notFound.body': 'Sie ist möglicherweise nicht mehr im Verkauf, oder der Link ist unvollständig.',
  'details.notFound.action': 'Attraktionen ansehen',
  'viewer.counter': '{position}/{total} Fotos',
  'viewer.previous': 'Vorheriges Foto',
  'viewer.next': 'Nächstes Foto',
  'viewer.close': 'Schließen',
};
