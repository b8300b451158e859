import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** nb-NO: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Brødsmulesti',
  'details.loading': 'Laster inn attraksjonen',
  'details.photos': 'Bilder',
  'details.showAllPhotos': 'Vis alle {count} bildene',
  'details.photoAlt': '{name}, bilde {position} av {total}',
  'details.highlights': 'Høydepunkter',
  'details.itinerary': 'Reiserute',
  'details.duration': 'Varighet: {duration}',
  'details.durationHours': '{count, plural, one {# time} other {# timer}}',
  'details.durationMinutes': '{count, plural, one {# minutt} other {# minutter}}',
  'details.included': 'Dette er inkludert',
  'details.excluded': 'Dette er ikke inkludert',
  'details.departurePoint': 'Avreisested',
  'details.pleaseNote': 'Merk',
  'details.cancellation': 'Avbestilling',
  'details.location': 'Sted',
  'details.about': 'Om',
  'details.seatmap': 'Setekart',
  'details.seatmapCaption': 'Kun veiledende',
  'details.seatmapAlt': 'Setekart for {venue}',
  'details.otherAttractions': 'Andre attraksjoner',
  'details.notFound.title': 'Vi fant ikke denne attraksjonen',
  'details.notFound.body': 'Den er kanskje ikke lenger i salg, eller lenken kan være ufullstendig.',
  'details.notFound.action': 'Se attraksjoner',
  'viewer.counter': '{position}/{total} bilder',
  'viewer.previous': 'Forrige bilde',
  'viewer.next': 'Neste bilde',
  'viewer.close': 'Lukk',
};
