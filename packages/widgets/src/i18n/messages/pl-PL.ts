import { pl as dateLocale } from 'date-fns/locale/pl';
import type { Catalogue } from './en-GB';

/** pl-PL texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
