import type { Translations } from '../../../runtime/i18n/catalogue';
import { navbarMessages } from './en-GB';

/** en-US: the navbar’s and its mobile menu’s texts, in American usage where it differs. */
export const messages: Translations<typeof navbarMessages> = {
  ...navbarMessages,
};
