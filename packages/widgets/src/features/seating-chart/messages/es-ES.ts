import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** es-ES: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Plano de asientos',
  'seatingChart.loading': 'Cargando el plano de asientos',
  'seatingChart.couldNotLoad': 'No se ha podido cargar {url}',
  'seatingChart.alternative':
    'Elige un asiento en el plano para elegir su sección, o elige una sección de la lista de arriba.',
  'seatingChart.seatSelected': 'Asiento {seat} seleccionado: {section}.',
  'seatingChart.seatDeselected': 'Asiento {seat} deseleccionado.',
  'seatingChart.noTickets':
    'No quedan entradas en {section} para esta función. Elige una sección de la lista de arriba.',
};
