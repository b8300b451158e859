import { fr as dateLocale } from 'date-fns/locale/fr';
import type { Catalogue } from './english';
import { messages as french } from './fr-FR';

// date-fns has no fr-MA locale: dates use French (fr); numbers and currencies keep fr-MA through Intl.
/** fr-MA texts: Moroccan French reads as standard French for every text of the widget. */
export const messages: Catalogue = { ...french };

export { dateLocale };
