import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** de-DE: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Saalplan',
  'seatingChart.loading': 'Saalplan wird geladen',
  'seatingChart.couldNotLoad': '{url} konnte nicht geladen werden',
  'seatingChart.alternative':
    'Wählen Sie einen Platz im Saalplan, um seinen Bereich zu wählen, oder wählen Sie einen Bereich aus der Liste oben.',
  'seatingChart.seatSelected': 'Platz {seat} ausgewählt: {section}.',
  'seatingChart.seatDeselected': 'Auswahl von Platz {seat} aufgehoben.',
  'seatingChart.noTickets':
    'Für diese Vorstellung gibt es keine Tickets in {section}. Bitte wählen Sie einen Bereich aus der Liste oben.',
};
