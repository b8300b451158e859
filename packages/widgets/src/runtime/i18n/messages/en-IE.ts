import { enIE as dateLocale } from 'date-fns/locale/en-IE';
import type { Catalogue } from './en-GB';
import { completeEnglish } from './en-GB.complete';

// Irish English writes as British English (Basket, Postcode, Help centre): every text is en-GB's
// (the shell's and the lazy parts');
// only the date-fns locale differs.
/** en-IE texts: the English catalogue. */
export const messages: Catalogue = { ...completeEnglish };

export { dateLocale };
