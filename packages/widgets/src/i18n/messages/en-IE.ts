import { enIE as dateLocale } from 'date-fns/locale/en-IE';
import type { Catalogue } from './en-GB';

/** en-IE texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
