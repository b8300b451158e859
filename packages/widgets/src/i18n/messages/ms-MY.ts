import { ms as dateLocale } from 'date-fns/locale/ms';
import type { Catalogue } from './en-GB';

/** ms-MY texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
