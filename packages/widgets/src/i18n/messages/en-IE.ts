import { checkoutMessages } from '@coras/checkout/messages';
import { enIE as dateLocale } from 'date-fns/locale/en-IE';
import { type Catalogue, messages as english } from './en-GB';

// Irish English writes as British English (Basket, Postcode, Help centre): every text is en-GB's
// (the widget's and the checkout's);
// only the date-fns locale differs.
/** en-IE texts: the English catalogue. */
export const messages: Catalogue = { ...checkoutMessages, ...english };

export { dateLocale };
