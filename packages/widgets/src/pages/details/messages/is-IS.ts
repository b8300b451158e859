import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** is-IS: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Brauðmolaslóð',
  'details.loading': 'Hleður upplifun',
  'details.photos': 'Myndir',
  'details.showAllPhotos': 'Sýna allar {count} myndirnar',
  'details.photoAlt': '{name}, mynd {position} af {total}',
  'details.highlights': 'Hápunktar',
  'details.itinerary': 'Dagskrá',
  'details.duration': 'Tímalengd: {duration}',
  'details.durationHours': '{count, plural, one {# klukkustund} other {# klukkustundir}}',
  'details.durationMinutes': '{count, plural, one {# mínúta} other {# mínútur}}',
  'details.included': 'Innifalið',
  'details.excluded': 'Ekki innifalið',
  'details.departurePoint': 'Brottfararstaður',
  'details.pleaseNote': 'Athugið',
  'details.cancellation': 'Afbókun',
  'details.location': 'Staðsetning',
  'details.about': 'Um upplifunina',
  'details.seatmap': 'Sætaskipan',
  'details.seatmapCaption': 'Aðeins til viðmiðunar',
  'details.seatmapAlt': 'Sætaskipan í {venue}',
  'details.otherAttractions': 'Aðrar upplifanir',
  'details.notFound.title': 'Við fundum ekki þessa upplifun',
  'details.notFound.body': 'Hún er hugsanlega ekki lengur til sölu, eða tengillinn er ófullgerður.',
  'details.notFound.action': 'Skoða upplifanir',
  'viewer.counter': '{position}/{total} Myndir',
  'viewer.previous': 'Fyrri mynd',
  'viewer.next': 'Næsta mynd',
  'viewer.close': 'Loka',
};
