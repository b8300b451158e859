import type { Translations } from '../../../runtime/i18n/catalogue';
import { filtersMessages } from './en-GB';

/** en-US: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts, in American usage where it differs. */
export const messages: Translations<typeof filtersMessages> = {
  ...filtersMessages,
};
