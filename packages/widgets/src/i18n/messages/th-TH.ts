import { th as dateLocale } from 'date-fns/locale/th';
import type { Catalogue } from './en-GB';

/** th-TH texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
