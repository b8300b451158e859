import { is as dateLocale } from 'date-fns/locale/is';
import type { Catalogue } from './en-GB';

/** is-IS texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
