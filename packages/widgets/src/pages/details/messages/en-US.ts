import type { Translations } from '../../../runtime/i18n/catalogue';
import { detailsMessages } from './en-GB';

/** en-US: the details page’s (its details area, gallery and image viewer) texts, in American usage where it differs. */
export const messages: Translations<typeof detailsMessages> = {
  ...detailsMessages,
};
