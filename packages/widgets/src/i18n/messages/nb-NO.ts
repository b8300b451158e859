import { nb as dateLocale } from 'date-fns/locale/nb';
import type { Catalogue } from './en-GB';

/** nb-NO texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
