import { enUS as dateLocale } from 'date-fns/locale/en-US';
import type { Catalogue } from './en-GB';

/** en-US texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
