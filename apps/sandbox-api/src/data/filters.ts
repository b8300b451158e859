import type { CurrencyCode, FilterDefinition, SortingOption } from '@coras/api-client';
import { CATEGORY_TREE } from './categories';
import { CURRENCY_RATES, formatMajor } from './currencies';
import { type Label, t } from './i18n';

// The landing page's filter and sorting definitions (spec 1 §3), and how their values match.

const SORTING: ReadonlyArray<{ value: string; label: Label }> = [
  {
    value: 'popularity',
    label: {
      en: 'Most popular',
      de: 'Beliebteste',
      fr: 'Les plus populaires',
      es: 'Más populares',
      da: 'Mest populære',
    },
  },
  {
    value: 'price_asc',
    label: {
      en: 'Price: low to high',
      de: 'Preis aufsteigend',
      fr: 'Prix croissant',
      es: 'Precio: de menor a mayor',
      da: 'Pris: lav til høj',
    },
  },
  {
    value: 'price_desc',
    label: {
      en: 'Price: high to low',
      de: 'Preis absteigend',
      fr: 'Prix décroissant',
      es: 'Precio: de mayor a menor',
      da: 'Pris: høj til lav',
    },
  },
  {
    value: 'rating',
    label: {
      en: 'Top rated',
      de: 'Beste Bewertung',
      fr: 'Les mieux notés',
      es: 'Mejor valorados',
      da: 'Bedst bedømt',
    },
  },
  {
    value: 'date',
    label: { en: 'Soonest', de: 'Demnächst', fr: 'Les plus proches', es: 'Próximamente', da: 'Snarest' },
  },
];

/** The sorting options of `landing/sorting`, labelled in `language`. */
export function sortingOptions(language: string): SortingOption[] {
  return SORTING.map((option) => ({ value: option.value, label: t(option.label, language) }));
}

/** Duration options: `{min}-{max}` minutes, max open when absent. */
const DURATIONS: ReadonlyArray<{ value: string; label: Label }> = [
  {
    value: '0-60',
    label: {
      en: 'Up to 1 hour',
      de: 'Bis 1 Stunde',
      fr: 'Jusqu’à 1 heure',
      es: 'Hasta 1 hora',
      da: 'Op til 1 time',
    },
  },
  {
    value: '60-180',
    label: {
      en: '1 to 3 hours',
      de: '1 bis 3 Stunden',
      fr: '1 à 3 heures',
      es: 'De 1 a 3 horas',
      da: '1 til 3 timer',
    },
  },
  {
    value: '180-480',
    label: {
      en: '3 to 8 hours',
      de: '3 bis 8 Stunden',
      fr: '3 à 8 heures',
      es: 'De 3 a 8 horas',
      da: '3 til 8 timer',
    },
  },
  {
    value: '480-',
    label: {
      en: 'Full day or longer',
      de: 'Ganztägig oder länger',
      fr: 'Journée ou plus',
      es: 'Día completo o más',
      da: 'Hel dag eller mere',
    },
  },
];

/** Price thresholds in EUR cents, converted to a round figure in each currency. */
const PRICE_STEPS_EUR = [2000, 5000, 10000];

function roundThreshold(minor: number): number {
  const magnitude = 10 ** Math.max(2, Math.floor(Math.log10(minor)) - 1);
  return Math.round(minor / magnitude) * magnitude;
}

/** The price thresholds of `currency`, smallest unit. */
function priceThresholds(currency: CurrencyCode): number[] {
  return PRICE_STEPS_EUR.map((eur) => roundThreshold(eur * CURRENCY_RATES[currency]));
}

/**
 * The filter definitions, price labels in `currency`. `found`, when given, is the set of category
 * slugs (any level) that have attractions in the asked place: the tree keeps only those.
 */
export function landingFilters(
  language: string,
  currency: CurrencyCode,
  found?: ReadonlySet<string>,
): FilterDefinition[] {
  const kept = <T extends { slug: string }>(nodes: readonly T[]) =>
    found ? nodes.filter((node) => found.has(node.slug)) : nodes;
  const [a = 0, b = 0, c = 0] = priceThresholds(currency);
  const money = (minor: number) => formatMajor(minor, currency);
  return [
    {
      type: 'price',
      label: t({ en: 'Price', de: 'Preis', fr: 'Prix', es: 'Precio', da: 'Pris' }, language),
      value: 'price',
      options: [
        {
          label: `${t({ en: 'Under', de: 'Unter', fr: 'Moins de', es: 'Menos de', da: 'Under' }, language)} ${money(a)}`,
          value: `0-${a}`,
        },
        { label: `${money(a)} – ${money(b)}`, value: `${a}-${b}` },
        { label: `${money(b)} – ${money(c)}`, value: `${b}-${c}` },
        {
          label: `${t({ en: 'Over', de: 'Über', fr: 'Plus de', es: 'Más de', da: 'Over' }, language)} ${money(c)}`,
          value: `${c}-`,
        },
      ],
    },
    {
      type: 'duration',
      label: t({ en: 'Duration', de: 'Dauer', fr: 'Durée', es: 'Duración', da: 'Varighed' }, language),
      value: 'duration',
      options: DURATIONS.map((option) => ({ label: t(option.label, language), value: option.value })),
    },
    {
      type: 'category',
      label: t(
        { en: 'Categories', de: 'Kategorien', fr: 'Catégories', es: 'Categorías', da: 'Kategorier' },
        language,
      ),
      value: 'category',
      options: kept(CATEGORY_TREE).map((category) => ({
        label: t(category.name, language),
        value: category.slug,
        options: kept(category.subcategories).map((sub) => ({
          label: t(sub.name, language),
          value: sub.slug,
          ...(sub.subcategories && kept(sub.subcategories).length > 0
            ? {
                options: kept(sub.subcategories).map((leaf) => ({
                  label: t(leaf.name, language),
                  value: leaf.slug,
                })),
              }
            : {}),
        })),
      })),
    },
  ];
}

/** A `{min}-{max}` range value (max open when empty); undefined when unreadable. */
export function parseRange(value: string): { min: number; max: number } | undefined {
  const match = /^(\d+)-(\d*)$/.exec(value.trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY;
  return max >= min ? { min, max } : undefined;
}
