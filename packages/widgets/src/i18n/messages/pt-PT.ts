import { pt as dateLocale } from 'date-fns/locale/pt';
import type { Catalogue } from './en-GB';

/** pt-PT texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
