import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

export type { DateFnsLocale };

/** The date-fns locale every date formatter uses until another one is loaded (spec 1 §9). */
export const DEFAULT_DATE_LOCALE: DateFnsLocale = enGB;
