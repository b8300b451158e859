import { it as dateLocale } from 'date-fns/locale/it';
import type { Catalogue } from './en-GB';

/** it-IT texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
