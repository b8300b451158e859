import type { Translations } from '../../../runtime/i18n/catalogue';
import { helpMessages } from './en-GB';

/** en-US: the help page’s texts, in American usage where it differs. */
export const messages: Translations<typeof helpMessages> = {
  ...helpMessages,
  'help.tab.faqTheatres': 'Theaters',
};
