import { getAttraction, searchNavbar } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';
import { optionsFromEnv } from '../config';
import { HOSTILE_NAME, HOSTILE_NAME_ID } from '../data/attractions';
import { LOCALE_LANGUAGES } from '../data/i18n';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

describe('landing', () => {
  it('answers ordered short-card sections plus one type the storefront must ignore, out of order', async () => {
    const { data } = await t.client.GET('/{api_version}/landing', {
      params: { query: { country: 'ireland', currency: 'EUR' } },
    });
    const sections = data?.sections ?? [];
    expect(sections.map((section) => section.type)).toContain('discovery');
    expect(sections.map((section) => section.order)).not.toEqual(
      [...sections.map((s) => s.order)].sort((a, b) => a - b),
    );
    const shortCards = sections.filter((section) => section.type === 'short-card');
    expect(shortCards[0]?.title).toBe('Top picks in Ireland');
    expect(shortCards.map((section) => section.params?.category)).toEqual([
      undefined,
      ['activity'],
      ['music'],
      ['sport'],
      ['theatre'],
    ]);
    expect(shortCards.every((section) => section.items.length > 0 && section.items.length <= 8)).toBe(true);
  });

  it('filters by city, category (parent or child), duration, price and dates', async () => {
    const query = { city: 'dublin', category: ['sport', 'musicals'], currency: 'EUR' as const };
    const { data } = await t.client.GET('/{api_version}/landing', { params: { query } });
    const items = data?.sections.flatMap((section) => section.items) ?? [];
    const catalog = t.sandbox.catalog();
    for (const item of items) {
      const attraction = catalog.attraction(item.id);
      expect(attraction?.city.slug).toBe('dublin');
      expect(attraction?.category === 'sport' || attraction?.subcategory === 'musicals').toBe(true);
    }
    const cheap = await t.client.GET('/{api_version}/landing', {
      params: { query: { country: 'ireland', price: '0-2000', duration: ['60-180'], currency: 'EUR' } },
    });
    for (const item of cheap.data?.sections.flatMap((section) => section.items) ?? []) {
      expect(item.price.EUR).toBeLessThan(2000);
      const minutes = catalog.attraction(item.id)?.durationMinutes ?? 0;
      expect(minutes >= 60 && minutes < 180).toBe(true);
    }
    const dated = await t.client.GET('/{api_version}/landing', {
      params: { query: { city: 'dublin', date_start: '2026-05-11', date_end: '2026-05-11' } },
    });
    const ids = dated.data?.sections.flatMap((section) => section.items.map((item) => item.id)) ?? [];
    expect(ids).toContain(t.fixtures.lastSeats);
    expect(ids).not.toContain(t.fixtures.footballMatch);
  });

  it('sorts by price and dates each card by its next instance', async () => {
    const { data } = await t.client.GET('/{api_version}/landing', {
      params: { query: { country: 'ireland', sorting: 'price_asc', currency: 'GBP' } },
    });
    const prices = data?.sections[0]?.items.map((item) => item.price.GBP ?? 0) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data?.sections[0]?.items.every((item) => Date.parse(item.date) > t.clock.now())).toBe(true);
  });

  it('answers no sections for a place with nothing on', async () => {
    const { data } = await t.client.GET('/{api_version}/landing', {
      params: { query: { country: 'atlantis' } },
    });
    expect(data?.sections).toEqual([]);
  });

  it('describes the filters, price labels in the currency, categories nested', async () => {
    const { data } = await t.client.GET('/{api_version}/landing/filters', {
      params: { query: { currency: 'HUF' } },
    });
    const [price, duration, category] = data?.filters ?? [];
    expect(price?.options.map((option) => option.label)).toEqual([
      'Under 7,900 HUF',
      '7,900 HUF – 20,000 HUF',
      '20,000 HUF – 40,000 HUF',
      'Over 40,000 HUF',
    ]);
    expect(duration?.value).toBe('duration');
    expect(category?.options.map((option) => option.value)).toEqual([
      'activity',
      'music',
      'sport',
      'theatre',
    ]);
    expect(category?.options[0]?.options?.length).toBeGreaterThan(2);
    // A third level under tours: a client must not assume two.
    const tours = category?.options[0]?.options?.find((option) => option.value === 'tours');
    expect(tours?.options?.map((option) => option.value)).toEqual([
      'walking-tours',
      'sightseeing',
      'day-trips',
      'boat-trips',
    ]);
  });

  it('narrows the category tree to the place: no music where there is none', async () => {
    const tree = async (query: { country?: string; city?: string }) => {
      const { data } = await t.client.GET('/{api_version}/landing/filters', {
        params: { query: { ...query, currency: 'EUR' } },
      });
      return data?.filters.find((filter) => filter.type === 'category')?.options ?? [];
    };
    const slugs = (options: Awaited<ReturnType<typeof tree>>): string[] =>
      options.flatMap((option) => [option.value, ...slugs(option.options ?? [])]);
    const catalog = t.sandbox.catalog();
    for (const city of ['tokyo', 'osaka', 'hanoi', 'hoi-an', 'akureyri', 'fes']) {
      const top = (await tree({ city })).map((option) => option.value);
      expect(top, city).not.toContain('music');
      expect(top.length, city).toBeGreaterThan(0);
      // Every category it keeps, at any level, has an attraction in the city.
      const inCity = catalog.attractions.filter((attraction) => attraction.city.slug === city);
      for (const slug of slugs(await tree({ city })))
        expect(
          inCity.some((a) => a.category === slug || a.subcategory === slug || a.topic === slug),
          `${city} ${slug}`,
        ).toBe(true);
    }
    expect((await tree({ country: 'japan' })).map((option) => option.value)).not.toContain('music');
    expect((await tree({ city: 'dublin' })).map((option) => option.value)).toContain('music');
    expect((await tree({ country: 'ireland', city: 'kilkenny' })).map((option) => option.value)).toEqual([
      'activity',
    ]);
    // No place: the whole tree.
    expect((await tree({})).map((option) => option.value)).toEqual(['activity', 'music', 'sport', 'theatre']);
  });

  it('selects a third-level category with all it holds', async () => {
    const { data } = await t.client.GET('/{api_version}/landing', {
      params: { query: { category: ['boat-trips'], currency: 'EUR' } },
    });
    const [top] = data?.sections ?? [];
    expect(top?.items.length).toBeGreaterThan(0);
    expect(top?.items.every((item) => item.category?.slug === 'activity')).toBe(true);
    expect(top?.params?.category).toEqual(['boat-trips']);
  });

  it('lists the sorting options in the visitor’s language', async () => {
    const { data } = await t.client.withLocale('de-DE').GET('/{api_version}/landing/sorting');
    expect(data?.options[0]).toEqual({ value: 'popularity', label: 'Beliebteste' });
  });
});

describe('search', () => {
  it('finds attractions, countries and cities in the navbar, with has_more', async () => {
    const { data } = await searchNavbar(t.client, 'dublin');
    expect(data?.results[0]).toEqual({ type: 'city', value: 'dublin', name: 'Dublin' });
    expect(data?.results.some((item) => item.type === 'attraction')).toBe(true);
    expect(data?.has_more).toBe(true);
    expect(data?.popular.length).toBeGreaterThan(0);
    const few = await searchNavbar(t.client, 'zipline');
    expect(few.data?.has_more).toBe(false);
    expect((await searchNavbar(t.client, 'du')).data?.results).toEqual([]);
  });

  it('pages the search page from 0, with the total', async () => {
    const first = await t.client.GET('/{api_version}/attractions', {
      params: { query: { search_term: 'tour', size: 10 } },
    });
    const second = await t.client.GET('/{api_version}/attractions', {
      params: { query: { search_term: 'tour', size: 10, page: 1 } },
    });
    expect(first.data?.total).toBeGreaterThan(20);
    expect(first.data?.results).toHaveLength(10);
    const ids = new Set(first.data?.results.map((card) => card.attraction_id));
    expect(second.data?.results.some((card) => ids.has(card.attraction_id))).toBe(false);
    expect(first.data?.results[0]?.images.image_w200_h200).toMatch(
      /\/assets\/attractions\/.+\/1\.svg\?w=200&h=200$/,
    );
    const none = await t.client.GET('/{api_version}/attractions', {
      params: { query: { search_term: 'qwertyuiop' } },
    });
    expect(none.data).toEqual({ total: 0, results: [] });
  });
});

describe('attraction details', () => {
  it('shows a tour with its copy, languages and default cap left absent', async () => {
    const { data } = await getAttraction(t.client, t.fixtures.dublinWalkingTour);
    expect(data).toMatchObject({
      attraction_type: 'TOUR',
      attraction_name: 'Dublin Old Town Walking Tour',
      timezone: 'Europe/Dublin',
      first_instance_date: '2026-05-01T14:00:00+01:00',
      languages: ['en', 'es', 'de', 'fr'],
      related: [],
    });
    expect(data?.max_booking_size).toBeUndefined();
    expect(data?.price_types.map((type) => type.price_type_id)).toEqual(['adult', 'child', 'senior']);
  });

  it('shows a theatre with a seat map and its cap, and no tour copy', async () => {
    const { data } = await getAttraction(t.client, t.fixtures.corkTheatre, { size: 3 });
    expect(data?.seat_map).toBe(`http://sandbox.test/assets/seatmaps/${t.fixtures.corkTheatre}.svg`);
    expect(data?.max_tickets_per_order).toBe(8);
    expect(data?.itinerary).toBeUndefined();
    expect(data?.related).toHaveLength(3);
  });

  it('names the Cork theatre’s seating-chart event, with a hold token valid for 15 minutes', async () => {
    const { data } = await getAttraction(t.client, t.fixtures.corkTheatre);
    expect(data?.seating_chart).toEqual({
      workspace_key: 'sandbox-public-workspace',
      event_key: 'playboy-cork',
      hold_token: { hold_token: 'sandbox-hold-playboy-cork', expires_at: '2026-05-01T09:15:00.000Z' },
    });
    // A tour has none.
    const tour = await getAttraction(t.client, t.fixtures.dublinWalkingTour);
    expect(tour.data?.seating_chart).toBeUndefined();
  });

  it('keeps blank texts blank for the hide-when-blank rules', async () => {
    const { data } = await getAttraction(t.client, t.fixtures.blankTexts);
    expect(data?.summary).toBe('');
    expect(data?.highlights?.trim()).toBe('');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await getAttraction(t.client, 'nope')).error?.status).toBe(404);
  });
});

describe('landing texts in every language of the storefront', () => {
  /**
   * The category names that are genuinely the English word in a language (a loanword or the same
   * spelling), so the test names each one instead of accepting any untranslated text.
   */
  const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
    da: ['Sport', 'Rugby', 'Tennis', 'Musicals', 'Comedy'],
    de: ['Festivals', 'Sport', 'Rugby', 'Tennis', 'Musicals', 'Comedy'],
    es: ['Rugby', 'Drama'],
    fr: ['Concerts', 'Festivals', 'Sport', 'Football', 'Rugby', 'Tennis'],
    is: ['Tennis'],
    it: ['Sport', 'Rugby', 'Tennis'],
    ms: ['Drama'],
    nb: ['Sport', 'Rugby', 'Tennis'],
    pl: ['Sport', 'Rugby'],
    pt: ['Drama'],
    sv: ['Sport', 'Rugby', 'Tennis', 'Drama'],
  };
  const others = LOCALE_LANGUAGES.filter((language) => language !== 'en');

  /** The section titles of a landing, by what each section lists (its category, else its type). */
  async function titles(language: string, country?: string): Promise<Map<string, string>> {
    const { data } = await t.client.GET('/{api_version}/landing', {
      params: { query: { currency: 'EUR', language_code: language, ...(country ? { country } : {}) } },
    });
    const sections = data?.sections ?? [];
    expect(sections.length).toBeGreaterThan(2);
    return new Map(
      sections.map((section) => [section.params?.category?.join() ?? section.type, section.title]),
    );
  }

  type Node = { label: string; value: string; options?: Node[] };
  /** Every category of the tree, any level, as slug → name. */
  async function categoryNames(language: string): Promise<Map<string, string>> {
    const { data } = await t.client.GET('/{api_version}/landing/filters', {
      params: { query: { currency: 'EUR', language_code: language } },
    });
    const tree = (data?.filters.find((filter) => filter.type === 'category')?.options ?? []) as Node[];
    const names = new Map<string, string>();
    const walk = (nodes: readonly Node[]) => {
      for (const node of nodes) {
        names.set(node.value, node.label);
        walk(node.options ?? []);
      }
    };
    walk(tree);
    return names;
  }

  it('names the sections without a place in the language, not in English', async () => {
    const english = await titles('en');
    for (const language of others) {
      const translated = await titles(language);
      expect([...translated.keys()], language).toEqual([...english.keys()]);
      for (const [key, title] of translated) {
        const allowed = SAME_AS_ENGLISH[language] ?? [];
        if (allowed.includes(title)) continue;
        expect(title, `${language} ${key}`).not.toBe(english.get(key));
      }
    }
  });

  it('names the sections of a place with the place in the language and no English words', async () => {
    const english = await titles('en', 'ireland');
    expect(english.get('short-card')).toBe('Top picks in Ireland');
    for (const language of others) {
      const translated = await titles(language, 'ireland');
      const place = new Intl.DisplayNames([language], { type: 'region' }).of('IE') ?? '';
      for (const [key, title] of translated) {
        expect(title, `${language} ${key}`).not.toBe(english.get(key));
        if (key !== 'discovery')
          expect(title.toLowerCase(), `${language} ${key}`).toContain(place.toLowerCase());
        expect(title, `${language} ${key}`).not.toMatch(/\bTop picks\b|\bDiscover\b/);
      }
    }
    expect((await titles('th', 'ireland')).get('short-card')).toBe('ตัวเลือกยอดนิยมในไอร์แลนด์');
    expect((await titles('zh', 'ireland')).get('short-card')).toBe('爱尔兰的精选推荐');
  });

  it('labels the filters, their options and the sorting in the language', async () => {
    /** The labels that are the English word in a language: the price options' prefixes. */
    const sameWords: Readonly<Record<string, readonly string[]>> = {
      da: ['Under', 'Over'],
      nb: ['Under', 'Over'],
      sv: ['Under'],
    };
    /** Each label, a price option by the words before its amount ('Under' of 'Under €20'). */
    const labels = async (language: string) => {
      const [filters, sorting] = await Promise.all([
        t.client.GET('/{api_version}/landing/filters', {
          params: { query: { currency: 'EUR', language_code: language } },
        }),
        t.client.GET('/{api_version}/landing/sorting', { params: { query: { language_code: language } } }),
      ]);
      const definitions = (filters.data?.filters ?? []).filter((filter) => filter.type !== 'category');
      const words = (label: string) => label.replace(/[^\p{L}]*\d.*$/u, '').trim();
      return [
        ...definitions.flatMap((filter) => [
          filter.label,
          ...(filter.options ?? []).map((o) => (filter.type === 'price' ? words(o.label) : o.label)),
        ]),
        ...(sorting.data?.options ?? []).map((option) => option.label),
      ];
    };
    const english = await labels('en');
    expect(english).toEqual(expect.arrayContaining(['Price', 'Under', 'Over', 'Duration', 'Most popular']));
    for (const language of others) {
      const translated = await labels(language);
      expect(translated, language).toHaveLength(english.length);
      const same = translated.filter((label, index) => label !== '' && label === english[index]);
      expect(same, language).toEqual(sameWords[language] ?? []);
    }
  });

  it('names every category of the tree, subcategories included, in the language', async () => {
    const english = await categoryNames('en');
    expect(english.size).toBeGreaterThan(20);
    for (const language of others) {
      const translated = await categoryNames(language);
      expect([...translated.keys()], language).toEqual([...english.keys()]);
      const allowed = SAME_AS_ENGLISH[language] ?? [];
      const same = [...translated]
        .filter(([slug, name]) => name === english.get(slug))
        .map(([, name]) => name);
      expect(same, language).toEqual(allowed);
    }
  });
});

describe('the hostile attraction (hostileName, opt-in)', () => {
  const landing = async (sandbox: ReturnType<typeof setup>, category?: string[]) => {
    const { data } = await sandbox.client.GET('/{api_version}/landing', {
      params: { query: { country: 'ireland', currency: 'EUR', ...(category ? { category } : {}) } },
    });
    return data?.sections.find((section) => section.order === 1)?.items ?? [];
  };

  it("is the first card of Ireland's landing, its name as given, and the catalogue around it unchanged", async () => {
    const hostile = setup({ hostileName: true });
    const [first] = await landing(hostile);
    expect(first?.id).toBe(hostile.sandbox.catalog().fixtures.hostileName);
    expect(first?.title).toBe(HOSTILE_NAME);
    // The storefront's landing asks for its default category, music, first.
    expect((await landing(hostile, ['music']))[0]?.title).toBe(HOSTILE_NAME);
    expect(HOSTILE_NAME).toContain('</script><script>window.__pwned=1</script>');
    expect(HOSTILE_NAME).toMatch(/"[^"]*'/);
    const others = hostile.sandbox.catalog().attractions.filter((a) => a.id !== HOSTILE_NAME_ID);
    expect(others.map((a) => [a.id, a.name])).toEqual(
      t.sandbox.catalog().attractions.map((a) => [a.id, a.name]),
    );
  });

  it('is absent unless asked for, from the landing and from the fixtures', async () => {
    expect((await landing(t)).map((item) => item.title)).not.toContain(HOSTILE_NAME);
    expect(t.sandbox.catalog().attraction(HOSTILE_NAME_ID)).toBeUndefined();
    expect(t.sandbox.catalog().fixtures).not.toHaveProperty('hostileName');
  });

  it('is asked for with SANDBOX_HOSTILE_NAME=on, and a value that is neither on nor off is refused', () => {
    expect(optionsFromEnv({ SANDBOX_HOSTILE_NAME: 'on' }).hostileName).toBe(true);
    expect(optionsFromEnv({ SANDBOX_HOSTILE_NAME: 'off' }).hostileName).toBe(false);
    expect(optionsFromEnv({}).hostileName).toBeUndefined();
    expect(() => optionsFromEnv({ SANDBOX_HOSTILE_NAME: 'yes' })).toThrow(/SANDBOX_HOSTILE_NAME/);
  });
});
