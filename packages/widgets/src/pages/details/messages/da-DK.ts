import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** da-DK: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Brødkrummesti',
  'details.loading': 'Indlæser attraktion',
  'details.photos': 'Billeder',
  'details.showAllPhotos': 'Vis alle {count} billeder',
  'details.photoAlt': '{name}, billede {position} af {total}',
  'details.highlights': 'Højdepunkter',
  'details.itinerary': 'Program',
  'details.duration': 'Varighed: {duration}',
  'details.durationHours': '{count, plural, one {# time} other {# timer}}',
  'details.durationMinutes': '{count, plural, one {# minut} other {# minutter}}',
  'details.included': 'Inkluderet',
  'details.excluded': 'Ikke inkluderet',
  'details.departurePoint': 'Afgangssted',
  'details.pleaseNote': 'Bemærk',
  'details.cancellation': 'Afbestilling',
  'details.location': 'Sted',
  'details.about': 'Om',
  'details.seatmap': 'Salplan',
  'details.seatmapCaption': 'Kun vejledende',
  'details.seatmapAlt': 'Salplan over {venue}',
  'details.otherAttractions': 'Andre attraktioner',
  'details.notFound.title': 'Vi kunne ikke finde denne attraktion',
  'details.notFound.body': 'Den er måske ikke længere til salg, eller linket er ufuldstændigt.',
  'details.notFound.action': 'Se attraktioner',
  'viewer.counter': '{position}/{total} Billeder',
  'viewer.previous': 'Forrige billede',
  'viewer.next': 'Næste billede',
  'viewer.close': 'Luk',
};
