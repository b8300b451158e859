import { sv as dateLocale } from 'date-fns/locale/sv';
import type { Catalogue } from './en-GB';

/** sv-SE texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
