import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** pt-PT: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Mapa de lugares',
  'seatingChart.loading': 'A carregar o mapa de lugares',
  'seatingChart.couldNotLoad': 'Não foi possível carregar {url}',
  'seatingChart.alternative':
    'Escolha um lugar na planta para escolher a sua secção, ou escolha uma secção na lista acima.',
  'seatingChart.seatSelected': 'Lugar {seat} selecionado: {section}.',
  'seatingChart.seatDeselected': 'Lugar {seat} desmarcado.',
  'seatingChart.noTickets':
    'Não há bilhetes em {section} para esta sessão. Escolha uma secção na lista acima.',
};
