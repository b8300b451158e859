import type { Translations } from '../../../runtime/i18n/catalogue';
import { navbarSearchMessages } from './en-GB';

/** en-US: the navbar search’s texts, in American usage where it differs. */
export const messages: Translations<typeof navbarSearchMessages> = {
  ...navbarSearchMessages,
};
