import type { Translations } from '../../runtime/i18n/catalogue';
import { appMessages } from './en-GB';

/** en-US: the app’s (page announcements, a page that failed) texts, in American usage where it differs. */
export const messages: Translations<typeof appMessages> = {
  ...appMessages,
  'page.help': 'Help Center page',
};
