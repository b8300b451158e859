import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** pt-PT: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Trilho de navegação',
  'details.loading': 'A carregar a atração',
  'details.photos': 'Fotografias',
  'details.showAllPhotos': 'Mostrar as {count} fotografias',
  'details.photoAlt': '{name}, fotografia {position} de {total}',
  'details.highlights': 'Destaques',
  'details.itinerary': 'Itinerário',
  'details.duration': 'Duração: {duration}',
  'details.durationHours': '{count, plural, one {# hora} other {# horas}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minutos}}',
  'details.included': 'O que está incluído',
  'details.excluded': 'O que não está incluído',
  'details.departurePoint': 'Ponto de partida',
  'details.pleaseNote': 'Tenha em atenção',
  'details.cancellation': 'Cancelamento',
  'details.location': 'Localização',
  'details.about': 'Sobre',
  'details.seatmap': 'Mapa de lugares',
  'details.seatmapCaption': 'Meramente ilustrativo',
  'details.seatmapAlt': 'Mapa de lugares de {venue}',
  'details.otherAttractions': 'Outras atrações',
  'details.notFound.title': 'Não conseguimos encontrar esta atração',
  'details.notFound.body': 'Pode já não estar à venda ou a ligação pode estar incompleta.',
  'details.notFound.action': 'Ver atrações',
  'viewer.counter': '{position}/{total} fotografias',
  'viewer.previous': 'Fotografia anterior',
  'viewer.next': 'Fotografia seguinte',
  'viewer.close': 'Fechar',
};
