import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** nb-NO: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Setekart',
  'seatingChart.loading': 'Laster inn setekartet',
  'seatingChart.couldNotLoad': 'Kunne ikke laste inn {url}',
  'seatingChart.alternative':
    'Velg et sete i salkartet for å velge seksjonen, eller velg en seksjon fra listen ovenfor.',
  'seatingChart.seatSelected': 'Sete {seat} valgt: {section}.',
  'seatingChart.seatDeselected': 'Sete {seat} er ikke lenger valgt.',
  'seatingChart.noTickets':
    'Det finnes ingen billetter i {section} til denne forestillingen. Velg en seksjon fra listen ovenfor.',
};
