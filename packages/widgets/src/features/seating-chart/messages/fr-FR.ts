import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** fr-FR: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'Plan de salle',
  'seatingChart.loading': 'Chargement du plan de salle',
  'seatingChart.couldNotLoad': 'Impossible de charger {url}',
  'seatingChart.alternative':
    'Choisissez une place sur le plan pour choisir sa section, ou choisissez une section dans la liste ci-dessus.',
  'seatingChart.seatSelected': 'Place {seat} sélectionnée : {section}.',
  'seatingChart.seatDeselected': 'Place {seat} désélectionnée.',
  'seatingChart.noTickets':
    'Il n’y a plus de billets en {section} pour cette représentation. Veuillez choisir une section dans la liste ci-dessus.',
};
