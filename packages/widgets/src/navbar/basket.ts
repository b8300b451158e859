import { atom } from 'jotai';

/**
 * How many items the visitor's basket holds, for the navbar: while it is above 0 the currency
 * menus are hidden (spec 1 §2), since a basket is priced in one currency. The basket of the details
 * issue sets it; until then it stays 0. One per widget (the provider's jotai store).
 */
export const basketQuantityAtom = atom(0);
