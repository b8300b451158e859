import { describe, expect, it } from 'vitest';
import {
  checkoutTarget,
  helpTarget,
  navbarResultTarget,
  searchPageTarget,
  showsBasketIcon,
  showsCurrencyMenu,
} from './chrome-targets';

describe("the navbar's, basket's and footer's targets", () => {
  it('navbar results: country or city to landing with the other cleared, attraction to details (spec 1 §2)', () => {
    expect(navbarResultTarget({ type: 'country', value: 'ireland' })).toEqual({
      page: 'landing',
      country: 'ireland',
      city: '',
    });
    expect(navbarResultTarget({ type: 'city', value: 'cork' })).toEqual({
      page: 'landing',
      city: 'cork',
      country: '',
    });
    expect(navbarResultTarget({ type: 'attraction', value: 'a-1' })).toEqual({ page: 'details', id: 'a-1' });
    expect(searchPageTarget(' dub ')).toEqual({ page: 'search', search: 'dub' });
    expect(checkoutTarget()).toEqual({ page: 'payment' });
  });

  it('help links name their content; without it the Help Centre', () => {
    expect(helpTarget('terms-and-conditions')).toEqual({ page: 'help', content: 'terms-and-conditions' });
    expect(helpTarget()).toEqual({ page: 'help', content: '' });
  });

  it('hides the basket icon on payment and the currency menu while the basket has items', () => {
    expect(showsBasketIcon('payment')).toBe(false);
    expect(showsBasketIcon('landing')).toBe(true);
    expect(showsCurrencyMenu(0)).toBe(true);
    expect(showsCurrencyMenu(2)).toBe(false);
  });
});
