import { de as dateLocale } from 'date-fns/locale/de';
import type { Catalogue } from './en-GB';

/** de-DE texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
