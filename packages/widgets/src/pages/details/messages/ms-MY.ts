import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** ms-MY: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Laluan navigasi',
  'details.loading': 'Memuatkan tarikan',
  'details.photos': 'Foto',
  'details.showAllPhotos': 'Tunjukkan kesemua {count} foto',
  'details.photoAlt': '{name}, foto {position} daripada {total}',
  'details.highlights': 'Sorotan',
  'details.itinerary': 'Jadual perjalanan',
  'details.duration': 'Tempoh: {duration}',
  'details.durationHours': '{count, plural, other {# jam}}',
  'details.durationMinutes': '{count, plural, other {# minit}}',
  'details.included': 'Apa yang termasuk',
  'details.excluded': 'Apa yang tidak termasuk',
  'details.departurePoint': 'Tempat berlepas',
  'details.pleaseNote': 'Sila ambil perhatian',
  'details.cancellation': 'Pembatalan',
  'details.location': 'Lokasi',
  'details.about': 'Perihal',
  'details.seatmap': 'Pelan tempat duduk',
  'details.seatmapCaption': 'Untuk tujuan ilustrasi sahaja',
  'details.seatmapAlt': 'Pelan tempat duduk {venue}',
  'details.otherAttractions': 'Tarikan lain',
  'details.notFound.title': 'Kami tidak dapat menemui tarikan ini',
  'details.notFound.body': 'Tarikan ini mungkin tidak lagi dijual, atau pautan mungkin tidak lengkap.',
  'details.notFound.action': 'Layari tarikan',
  'viewer.counter': 'Foto {position}/{total}',
  'viewer.previous': 'Foto sebelumnya',
  'viewer.next': 'Foto seterusnya',
  'viewer.close': 'Tutup',
};
