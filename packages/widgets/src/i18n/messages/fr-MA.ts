import { fr as dateLocale } from 'date-fns/locale/fr';
import type { Catalogue } from './en-GB';

// date-fns has no fr-MA locale: dates use French (fr); numbers and currencies keep fr-MA through Intl.
/** fr-MA texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
