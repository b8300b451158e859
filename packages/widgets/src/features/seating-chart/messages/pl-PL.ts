import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** pl-PL: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Plan miejsc',
  'seatingChart.loading': 'Ładowanie planu miejsc',
  'seatingChart.couldNotLoad': 'Nie udało się wczytać {url}',
  'seatingChart.alternative':
    'Wybierz miejsce na planie sali, aby wybrać jego sektor, albo wybierz sektor z listy powyżej.',
  'seatingChart.seatSelected': 'Wybrano miejsce {seat}: {section}.',
  'seatingChart.seatDeselected': 'Odznaczono miejsce {seat}.',
  'seatingChart.noTickets':
    'Brak biletów w sektorze {section} na ten spektakl. Wybierz sektor z listy powyżej.',
};
