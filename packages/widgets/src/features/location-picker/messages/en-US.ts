import type { Translations } from '../../../runtime/i18n/catalogue';
import { locationPickerEnglish } from './en-GB';

/** en-US: the location picker’s texts, in American usage where it differs. */
export const messages: Translations<typeof locationPickerEnglish> = {
  ...locationPickerEnglish,
};
