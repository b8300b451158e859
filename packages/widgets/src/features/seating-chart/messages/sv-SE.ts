import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** sv-SE: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Platskarta',
  'seatingChart.loading': 'Läser in platskartan',
  'seatingChart.couldNotLoad': 'Det gick inte att läsa in {url}',
  'seatingChart.alternative':
    'Välj en plats på salongskartan för att välja dess sektion, eller välj en sektion i listan ovan.',
  'seatingChart.seatSelected': 'Plats {seat} vald: {section}.',
  'seatingChart.seatDeselected': 'Plats {seat} avmarkerad.',
  'seatingChart.noTickets':
    'Det finns inga biljetter i {section} till den här föreställningen. Välj en sektion i listan ovan.',
};
