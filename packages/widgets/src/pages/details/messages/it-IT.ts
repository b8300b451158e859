import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** it-IT: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Percorso di navigazione',
  'details.loading': 'Caricamento dell’attrazione',
  'details.photos': 'Foto',
  'details.showAllPhotos': 'Mostra tutte le {count} foto',
  'details.photoAlt': '{name}, foto {position} di {total}',
  'details.highlights': 'Punti salienti',
  'details.itinerary': 'Itinerario',
  'details.duration': 'Durata: {duration}',
  'details.durationHours': '{count, plural, one {# ora} other {# ore}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minuti}}',
  'details.included': 'Cosa include',
  'details.excluded': 'Cosa non include',
  'details.departurePoint': 'Punto di partenza',
  'details.pleaseNote': 'Da sapere',
  'details.cancellation': 'Cancellazione',
  'details.location': 'Luogo',
  'details.about': 'Informazioni',
  'details.seatmap': 'Mappa dei posti',
  'details.seatmapCaption': 'A solo scopo illustrativo',
  'details.seatmapAlt': 'Mappa dei posti di {venue}',
  'details.otherAttractions': 'Altre attrazioni',
  'details.notFound.title': 'Non siamo riusciti a trovare questa attrazione',
  'details.notFound.body': 'Potrebbe non essere più in vendita, oppure il link potrebbe essere incompleto.',
  'details.notFound.action': 'Scopri le attrazioni',
  'viewer.counter': '{position}/{total} Foto',
  'viewer.previous': 'Foto precedente',
  'viewer.next': 'Foto successiva',
  'viewer.close': 'Chiudi',
};
