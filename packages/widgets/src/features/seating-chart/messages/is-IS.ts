import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** is-IS: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Sætaskipan',
  'seatingChart.loading': 'Hleður sætaskipan',
  'seatingChart.couldNotLoad': 'Ekki tókst að hlaða {url}',
  'seatingChart.alternative':
    'Veldu sæti á sætaskipaninni til að velja svæði þess, eða veldu svæði af listanum hér fyrir ofan.',
  'seatingChart.seatSelected': 'Sæti {seat} valið: {section}.',
  'seatingChart.seatDeselected': 'Sæti {seat} ekki lengur valið.',
  'seatingChart.noTickets':
    'Engir miðar eru í {section} á þessa sýningu. Veldu svæði af listanum hér fyrir ofan.',
};
