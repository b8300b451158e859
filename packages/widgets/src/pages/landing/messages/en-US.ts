import type { Translations } from '../../../runtime/i18n/catalogue';
import { landingMessages } from './en-GB';

/** en-US: the landing page’s texts, in American usage where it differs. */
export const messages: Translations<typeof landingMessages> = {
  ...landingMessages,
};
