import { fr as dateLocale } from 'date-fns/locale/fr';
import type { Catalogue } from './en-GB';

/** fr-FR texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
