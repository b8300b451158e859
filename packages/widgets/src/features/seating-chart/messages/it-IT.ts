import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** it-IT: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Mappa dei posti',
  'seatingChart.loading': 'Caricamento della mappa dei posti',
  'seatingChart.couldNotLoad': 'Impossibile caricare {url}',
  'seatingChart.alternative':
    'Scegli un posto sulla piantina per sceglierne il settore, oppure scegli un settore dall’elenco qui sopra.',
  'seatingChart.seatSelected': 'Posto {seat} selezionato: {section}.',
  'seatingChart.seatDeselected': 'Posto {seat} deselezionato.',
  'seatingChart.noTickets':
    'Non ci sono biglietti in {section} per questo spettacolo. Scegli un settore dall’elenco qui sopra.',
};
