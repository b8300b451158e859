import { describe, expect, it } from 'vitest';
import { attraction } from '../testing/fixtures.test-utils';
import { detailsBreadcrumbs } from './breadcrumbs';

const place = {
  country_slug: 'ireland',
  country_name: 'Ireland',
  city_slug: 'cork',
  city: 'Cork',
};

describe('detailsBreadcrumbs (spec 2 §2, spec 1 §2)', () => {
  it('is country → city → attraction; the country clears the city, the city keeps its country', () => {
    expect(detailsBreadcrumbs(attraction(place))).toEqual([
      { label: 'Ireland', target: { page: 'landing', country: 'ireland', city: '' } },
      { label: 'Cork', target: { page: 'landing', country: 'ireland', city: 'cork' } },
      { label: 'Cliffs of Moher tour' },
    ]);
  });

  it('leaves out a place without its name or slug, and a city without its country', () => {
    expect(detailsBreadcrumbs(attraction({ ...place, country_name: ' ' }))).toEqual([
      { label: 'Cork', target: { page: 'landing', country: 'ireland', city: 'cork' } },
      { label: 'Cliffs of Moher tour' },
    ]);
    expect(detailsBreadcrumbs(attraction({ ...place, city: '' }))).toEqual([
      { label: 'Ireland', target: { page: 'landing', country: 'ireland', city: '' } },
      { label: 'Cliffs of Moher tour' },
    ]);
    const { country_slug: _country, ...withoutCountry } = place;
    expect(detailsBreadcrumbs(attraction(withoutCountry))).toEqual([{ label: 'Cliffs of Moher tour' }]);
    expect(detailsBreadcrumbs(attraction())).toEqual([{ label: 'Cliffs of Moher tour' }]);
  });
});
