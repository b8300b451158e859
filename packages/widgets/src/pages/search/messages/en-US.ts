import type { Translations } from '../../../runtime/i18n/catalogue';
import { searchMessages } from './en-GB';

/** en-US: the search page’s texts, in American usage where it differs. */
export const messages: Translations<typeof searchMessages> = {
  ...searchMessages,
};
