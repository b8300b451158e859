import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** ms-MY: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Pelan tempat duduk',
  'seatingChart.loading': 'Memuatkan pelan tempat duduk',
  'seatingChart.couldNotLoad': 'Tidak dapat memuatkan {url}',
  'seatingChart.alternative':
    'Pilih tempat duduk pada carta untuk memilih bahagiannya, atau pilih bahagian daripada senarai di atas.',
  'seatingChart.seatSelected': 'Tempat duduk {seat} dipilih: {section}.',
  'seatingChart.seatDeselected': 'Tempat duduk {seat} tidak dipilih lagi.',
  'seatingChart.noTickets':
    'Tiada tiket dalam {section} untuk persembahan ini. Sila pilih bahagian daripada senarai di atas.',
};
