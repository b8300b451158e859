import type { Translations } from '../../../runtime/i18n/catalogue';
import { seatingChartMessages } from './en-GB';

/** en-US: the seating chart’s texts, in American usage where it differs. */
export const messages: Translations<typeof seatingChartMessages> = {
  ...seatingChartMessages,
};
