import { da as dateLocale } from 'date-fns/locale/da';
import type { Catalogue } from './en-GB';

/** da-DK texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
