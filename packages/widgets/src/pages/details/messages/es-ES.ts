import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** es-ES: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Ruta de navegación',
  'details.loading': 'Cargando atracción',
  'details.photos': 'Fotos',
  'details.showAllPhotos': 'Ver las {count} fotos',
  'details.photoAlt': '{name}, foto {position} de {total}',
  'details.highlights': 'Lo más destacado',
  'details.itinerary': 'Itinerario',
  'details.duration': 'Duración: {duration}',
  'details.durationHours': '{count, plural, one {# hora} other {# horas}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minutos}}',
  'details.included': 'Qué incluye',
  'details.excluded': 'Qué no incluye',
  'details.departurePoint': 'Punto de salida',
  'details.pleaseNote': 'Ten en cuenta',
  'details.cancellation': 'Cancelación',
  'details.location': 'Ubicación',
  'details.about': 'Información',
  'details.seatmap': 'Plano de asientos',
  'details.seatmapCaption': 'Solo orientativo',
  'details.seatmapAlt': 'Plano de asientos de {venue}',
  'details.otherAttractions': 'Otras atracciones',
  'details.notFound.title': 'No hemos encontrado esta atracción',
  'details.notFound.body': 'Puede que ya no esté a la venta o que el enlace esté incompleto.',
  'details.notFound.action': 'Ver atracciones',
  'viewer.counter': '{position}/{total} Fotos',
  'viewer.previous': 'Foto anterior',
  'viewer.next': 'Foto siguiente',
  'viewer.close': 'Cerrar',
};
