import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** da-DK: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Salplan',
  'seatingChart.loading': 'Indlæser salplanen',
  'seatingChart.couldNotLoad': 'Kunne ikke indlæse {url}',
  'seatingChart.alternative':
    'Vælg et sæde på salsplanen for at vælge dets sektion, eller vælg en sektion på listen ovenfor.',
  'seatingChart.seatSelected': 'Sæde {seat} valgt: {section}.',
  'seatingChart.seatDeselected': 'Sæde {seat} fravalgt.',
  'seatingChart.noTickets':
    'Der er ingen billetter i {section} til denne forestilling. Vælg en sektion på listen ovenfor.',
};
