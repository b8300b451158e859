import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS, nextOffsetChange } from './attractions';
import { createCatalog } from './catalog';
import { CATEGORY_TREE } from './categories';
import { CURRENCIES } from './currencies';
import { CITIES, COUNTRIES } from './locations';
import { capacity, isSaleDay, lastInstance, nextInstance, optionsOn, salePeriods } from './schedule';
import { offsetMinutes } from './time';

const TODAY = '2026-05-01';
const NOW = Date.parse(`${TODAY}T09:00:00Z`);
const catalog = createCatalog(1, TODAY);
const { attractions } = catalog;
const fixture = (name: keyof typeof FIXTURE_IDS) => {
  const found = catalog.attraction(FIXTURE_IDS[name]);
  if (!found) throw new Error(`missing fixture ${name}`);
  return found;
};

describe('locations', () => {
  it('has at least 6 countries, Ireland first with Dublin and Cork, and 24 cities', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(6);
    expect(COUNTRIES[0]?.slug).toBe('ireland');
    expect(CITIES.filter((city) => city.country === 'ireland').map((city) => city.slug)).toEqual(
      expect.arrayContaining(['dublin', 'cork']),
    );
    expect(CITIES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(CITIES.map((city) => city.slug)).size).toBe(CITIES.length);
  });

  it('names every country in every storefront language', () => {
    const ireland = catalog.country('ireland');
    expect(ireland?.names).toMatchObject({
      en: 'Ireland',
      de: 'Irland',
      fr: 'Irlande',
      es: 'Irlanda',
      pl: 'Irlandia',
    });
    expect(catalog.cities.every((city) => city.attractionsCount > 0)).toBe(true);
  });
});

describe('data that is not Irish (issue 19)', () => {
  it('has Japan and Vietnam with several cities each, every one with attractions', () => {
    for (const country of ['japan', 'vietnam']) {
      const cities = catalog.cities.filter((city) => city.country === country);
      expect(cities.length, country).toBeGreaterThanOrEqual(3);
      expect(cities.every((city) => city.attractionsCount > 0)).toBe(true);
    }
    expect(catalog.country('japan')?.names).toMatchObject({ en: 'Japan', de: 'Japan', fr: 'Japon' });
    expect(catalog.city('kyoto')?.names.ja).toBe('京都');
  });

  it('prices in hundredths of every currency, JPY, ISK and VND included', () => {
    const tea = fixture('kyotoTeaCeremony');
    expect(tea.fromPriceEur).toBe(2300);
    expect(tea.fromPrice).toMatchObject({ EUR: 2300, JPY: 370_000, ISK: 336_000, VND: 63_300_000 });
  });

  it('has attractions without any photo, a 120-character name, emoji and a right-to-left name', () => {
    expect(fixture('kyotoTeaCeremony').images).toEqual([]);
    expect(fixture('emojiName').images).toEqual([]);
    expect([...fixture('longName').name]).toHaveLength(120);
    expect(fixture('emojiName').name).toMatch(/\p{Extended_Pictographic}/u);
    expect(fixture('rtlName').name).toMatch(/^[\u0600-\u06FF]/);
  });

  it('nests a third category level under tours, and every leaf has attractions', () => {
    const tours = CATEGORY_TREE.find((category) => category.slug === 'activity')?.subcategories.find(
      (sub) => sub.slug === 'tours',
    );
    const leaves = tours?.subcategories?.map((leaf) => leaf.slug) ?? [];
    expect(leaves.length).toBeGreaterThanOrEqual(3);
    for (const leaf of leaves)
      expect(
        attractions.some((a) => a.topic === leaf && a.subcategory === 'tours'),
        leaf,
      ).toBe(true);
    expect(attractions.every((a) => a.topic === undefined || leaves.includes(a.topic))).toBe(true);
  });
});

describe('attractions', () => {
  it('has at least 200, in the four card categories with subcategories, of both types', () => {
    expect(attractions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(attractions.map((a) => a.category))).toEqual(
      new Set(['activity', 'music', 'sport', 'theatre']),
    );
    for (const category of CATEGORY_TREE) {
      const subcategories = new Set(
        attractions.filter((a) => a.category === category.slug).map((a) => a.subcategory),
      );
      expect(subcategories.size).toBeGreaterThanOrEqual(3);
      expect([...subcategories].every((sub) => category.subcategories.some((s) => s.slug === sub))).toBe(
        true,
      );
    }
    expect(new Set(attractions.map((a) => a.type))).toEqual(new Set(['TOUR', 'THEATER']));
    expect(new Set(attractions.map((a) => a.id)).size).toBe(attractions.length);
  });

  it('rates in halves, and leaves some unrated', () => {
    const ratings = attractions.map((a) => a.rating);
    expect(ratings.every((rating) => rating === undefined || (rating * 2) % 1 === 0)).toBe(true);
    expect(ratings.some((rating) => rating !== undefined && rating % 1 === 0.5)).toBe(true);
    expect(ratings.some((rating) => rating === undefined)).toBe(true);
  });

  it('prices every attraction in all 24 currencies, in whole minor units', () => {
    expect(CURRENCIES).toHaveLength(24);
    for (const attraction of attractions) {
      expect(Object.keys(attraction.fromPrice).sort()).toEqual([...CURRENCIES].sort());
      expect(
        Object.values(attraction.fromPrice).every((amount) => Number.isInteger(amount) && amount > 0),
      ).toBe(true);
    }
  });

  it('gives several images of different sizes and ratios, and seat maps to theatres', () => {
    const withoutMedia = new Set([FIXTURE_IDS.kyotoTeaCeremony, FIXTURE_IDS.emojiName]);
    for (const attraction of attractions) {
      expect(attraction.seatMap).toBe(attraction.type === 'THEATER');
      if (withoutMedia.has(attraction.id)) continue;
      expect(attraction.images.length).toBeGreaterThanOrEqual(3);
      const ratios = new Set(attraction.images.map((image) => (image.width / image.height).toFixed(2)));
      expect(ratios.size).toBeGreaterThanOrEqual(2);
      expect(attraction.seatMap).toBe(attraction.type === 'THEATER');
    }
  });

  it('has sale periods with gaps, single days, and a range crossing a DST change', () => {
    expect(attractions.some((a) => a.saleDays.length > 1)).toBe(true);
    expect(
      attractions.some((a) => a.saleDays.length === 1 && a.saleDays[0]?.from === a.saleDays[0]?.to),
    ).toBe(true);
    const theatre = fixture('corkTheatre');
    const periods = salePeriods(theatre);
    const first = periods[0];
    const last = periods.at(-1);
    expect(first && last && offsetMinutes(Date.parse(first.start), 'Europe/Dublin')).not.toBe(
      last && offsetMinutes(Date.parse(last.end), 'Europe/Dublin'),
    );
    expect(nextOffsetChange(TODAY, 'Europe/Dublin')).toBe('2026-10-25');
  });

  it('has venues in several time zones, one far from UTC', () => {
    const zones = new Set(attractions.map((a) => a.timeZone));
    expect(zones.size).toBeGreaterThanOrEqual(8);
    expect(fixture('aucklandCruise').timeZone).toBe('Pacific/Auckland');
    expect(Math.abs(offsetMinutes(NOW, 'Pacific/Auckland'))).toBeGreaterThanOrEqual(12 * 60);
  });

  it('gives tours one or several languages and some pickup points', () => {
    const tours = attractions.filter((a) => a.type === 'TOUR');
    expect(tours.some((a) => a.languages.length === 1)).toBe(true);
    expect(tours.some((a) => a.languages.length > 2)).toBe(true);
    expect(tours.filter((a) => a.pickupPoints.length > 0).length).toBeGreaterThan(3);
    expect(attractions.filter((a) => a.type === 'THEATER').every((a) => a.languages.length === 0)).toBe(true);
  });

  it('varies the ticket caps, including absent ones', () => {
    const tours = attractions.filter((a) => a.type === 'TOUR');
    const theatres = attractions.filter((a) => a.type === 'THEATER');
    expect(new Set(tours.map((a) => a.maxBookingSize)).size).toBeGreaterThanOrEqual(4);
    expect(tours.some((a) => a.maxBookingSize === undefined)).toBe(true);
    expect(theatres.some((a) => a.maxTicketsPerOrder === undefined)).toBe(true);
    expect(theatres.some((a) => a.maxTicketsPerOrder !== undefined)).toBe(true);
    expect(fixture('dublinWalkingTour').maxBookingSize).toBeUndefined();
    expect(fixture('footballMatch').maxTicketsPerOrder).toBeUndefined();
  });

  it('has blank and long texts to exercise the hide-when-blank rules', () => {
    const blank = fixture('blankTexts');
    expect(blank.texts.summary).toBe('');
    expect(blank.texts.highlights.trim()).toBe('');
    expect(blank.texts.highlights.length).toBeGreaterThan(0);
    expect(fixture('longTexts').texts.description.length).toBeGreaterThan(5000);
  });

  it('varies the requirements: names, body measures, passports, dates of birth, pickups', () => {
    const fields = new Set(attractions.flatMap((a) => a.ticketRequirements));
    expect([...fields].sort()).toEqual(
      [
        'date_of_birth',
        'height',
        'name',
        'passport_expiry_date',
        'passport_nationality',
        'passport_number',
        'weight',
      ].sort(),
    );
    expect(attractions.some((a) => a.hotelPickup)).toBe(true);
    expect(fixture('causewayDayTrip').pickupPoints.length).toBeGreaterThanOrEqual(2);
  });
});

describe('stock and schedule', () => {
  it('gives the fixtures their stock', () => {
    const lastSeats = fixture('lastSeats');
    const [option] = optionsOn(lastSeats, lastSeats.saleDays[0]?.from ?? '');
    expect(option && capacity(1, lastSeats, option)).toBe(3);
    const soldOut = fixture('soldOut');
    expect(
      optionsOn(soldOut, soldOut.saleDays[0]?.from ?? '').every((o) => capacity(1, soldOut, o) === 0),
    ).toBe(true);
  });

  it('offers nothing outside the sale periods', () => {
    const tour = fixture('causewayDayTrip');
    expect(isSaleDay(tour, '2026-05-25')).toBe(false);
    expect(optionsOn(tour, '2026-05-25')).toEqual([]);
    expect(optionsOn(tour, '2026-05-02').length).toBeGreaterThan(0);
  });

  it('finds the next and last instances after now', () => {
    const tour = fixture('dublinWalkingTour');
    // 09:00Z is 10:00 in Dublin: the 10:00 tour has started, the 14:00 one has not.
    expect(nextInstance(tour, NOW)?.start).toBe('2026-05-01T14:00:00+01:00');
    expect(lastInstance(tour)?.date).toBe('2027-02-25');
  });
});

describe('determinism', () => {
  it('builds the same catalogue from the same seed and today', () => {
    const again = createCatalog(1, TODAY);
    expect(again.attractions.map((a) => [a.id, a.name, a.saleDays])).toEqual(
      attractions.map((a) => [a.id, a.name, a.saleDays]),
    );
  });

  it('keeps ids when today moves, and moves the dates with it', () => {
    const later = createCatalog(1, '2026-06-01');
    expect(later.attractions.map((a) => a.id)).toEqual(attractions.map((a) => a.id));
    expect(later.attraction(FIXTURE_IDS.lastSeats)?.saleDays).toEqual([
      { from: '2026-06-11', to: '2026-06-11' },
    ]);
  });

  it('builds another catalogue from another seed, with the same fixtures', () => {
    const other = createCatalog(2, TODAY);
    expect(other.attractions.map((a) => a.name)).not.toEqual(attractions.map((a) => a.name));
    expect(other.attraction(FIXTURE_IDS.corkTheatre)?.name).toBe('The Playboy of the Western World');
  });
});
