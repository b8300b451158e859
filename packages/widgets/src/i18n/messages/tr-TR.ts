import { tr as dateLocale } from 'date-fns/locale/tr';
import type { Catalogue } from './en-GB';

/** tr-TR texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
