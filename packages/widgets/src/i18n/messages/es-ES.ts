import { es as dateLocale } from 'date-fns/locale/es';
import type { Catalogue } from './en-GB';

/** es-ES texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
