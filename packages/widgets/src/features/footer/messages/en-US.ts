import type { Translations } from '../../../runtime/i18n/catalogue';
import { footerMessages } from './en-GB';

/** en-US: the footer’s texts, in American usage where it differs. */
export const messages: Translations<typeof footerMessages> = {
  ...footerMessages,
  'footer.helpCentre': 'Help Center',
};
