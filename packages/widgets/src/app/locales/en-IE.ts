import { enIE as dateLocale } from 'date-fns/locale/en-IE';
import { type Catalogue, completeEnglish } from './english';

// Irish English writes as British English (Basket, Postcode, Help centre): every text is en-GB's;
// only the date-fns locale differs.
/** en-IE texts: the English catalogue. */
export const messages: Catalogue = { ...completeEnglish };

export { dateLocale };
