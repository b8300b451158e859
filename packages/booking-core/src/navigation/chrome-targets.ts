// Where the navbar, the basket and the footer lead, and what the navbar shows: apart from
// `navigation.ts` (the address model and the landing's own targets), since only the chrome's and the
// basket's lazy chunks use them and a module of the landing's first load carries every export it has.
import type { NavbarSearchItem } from '@coras/api-client';
import type { ParamsUpdate } from './navigation';
import type { PageName } from './pages';

/**
 * Where a navbar search result goes (spec 1 §2): a city or country to landing with that parameter
 * and the other cleared, an attraction to its details page.
 */
export function navbarResultTarget(item: Pick<NavbarSearchItem, 'type' | 'value'>): ParamsUpdate {
  switch (item.type) {
    case 'country':
      return { page: 'landing', country: item.value, city: '' };
    case 'city':
      return { page: 'landing', city: item.value, country: '' };
    case 'attraction':
      return { page: 'details', id: item.value };
    default:
      return item.type satisfies never;
  }
}

/** 'Show all results' goes to the search page with the term (spec 1 §2). */
export function searchPageTarget(term: string): ParamsUpdate {
  return { page: 'search', search: term.trim() };
}

/** Checkout goes to the payment page. */
export function checkoutTarget(): ParamsUpdate {
  return { page: 'payment' };
}

/** A help link: `content` names a tab or an info page; without it the Help Centre (spec 1 §2, spec 2 §2). */
export function helpTarget(content?: string): ParamsUpdate {
  return content ? { page: 'help', content } : { page: 'help', content: '' };
}

/** The basket icon is hidden on the payment page (spec 1 §2). */
export function showsBasketIcon(page: PageName): boolean {
  return page !== 'payment';
}

/** The currency menus are hidden while the basket has items (spec 1 §2). */
export function showsCurrencyMenu(basketQuantity: number): boolean {
  return basketQuantity <= 0;
}
