import type { CurrencyCode, FilterDefinition, SortingOption } from '@coras/api-client';
import { CATEGORY_TREE } from './categories';
import { CURRENCY_RATES, formatMajor } from './currencies';
import { type Translated, t } from './i18n';

// The landing page's filter and sorting definitions (spec 1 §3), and how their values match.

const SORTING: ReadonlyArray<{ value: string; label: Translated }> = [
  {
    value: 'popularity',
    label: {
      en: 'Most popular',
      de: 'Beliebteste',
      fr: 'Les plus populaires',
      es: 'Más populares',
      da: 'Mest populære',
      is: 'Vinsælast',
      it: 'Più popolari',
      ms: 'Paling popular',
      nb: 'Mest populære',
      pl: 'Najpopularniejsze',
      pt: 'Mais populares',
      sv: 'Populärast',
      th: 'ยอดนิยมที่สุด',
      tr: 'En popüler',
      zh: '最受欢迎',
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
      is: 'Verð: lægst fyrst',
      it: 'Prezzo crescente',
      ms: 'Harga: rendah ke tinggi',
      nb: 'Pris: lav til høy',
      pl: 'Cena: od najniższej',
      pt: 'Preço: do mais baixo ao mais alto',
      sv: 'Pris: lägst först',
      th: 'ราคา: ต่ำไปสูง',
      tr: 'Fiyat: düşükten yükseğe',
      zh: '价格：从低到高',
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
      is: 'Verð: hæst fyrst',
      it: 'Prezzo decrescente',
      ms: 'Harga: tinggi ke rendah',
      nb: 'Pris: høy til lav',
      pl: 'Cena: od najwyższej',
      pt: 'Preço: do mais alto ao mais baixo',
      sv: 'Pris: högst först',
      th: 'ราคา: สูงไปต่ำ',
      tr: 'Fiyat: yüksekten düşüğe',
      zh: '价格：从高到低',
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
      is: 'Hæsta einkunn',
      it: 'Più votati',
      ms: 'Penilaian tertinggi',
      nb: 'Best vurdert',
      pl: 'Najwyżej oceniane',
      pt: 'Mais bem avaliados',
      sv: 'Högst betyg',
      th: 'คะแนนสูงสุด',
      tr: 'En yüksek puanlı',
      zh: '评分最高',
    },
  },
  {
    value: 'date',
    label: {
      en: 'Soonest',
      de: 'Demnächst',
      fr: 'Les plus proches',
      es: 'Próximamente',
      da: 'Snarest',
      is: 'Fyrst á dagskrá',
      it: 'Le più vicine',
      ms: 'Paling awal',
      nb: 'Snarest',
      pl: 'Najbliższe terminy',
      pt: 'Mais próximos',
      sv: 'Snarast',
      th: 'เร็วที่สุด',
      tr: 'En yakın tarih',
      zh: '最近场次',
    },
  },
];

/** The sorting options of `landing/sorting`, labelled in `language`. */
export function sortingOptions(language: string): SortingOption[] {
  return SORTING.map((option) => ({ value: option.value, label: t(option.label, language) }));
}

/** Duration options: `{min}-{max}` minutes, max open when absent. */
const DURATIONS: ReadonlyArray<{ value: string; label: Translated }> = [
  {
    value: '0-60',
    label: {
      en: 'Up to 1 hour',
      de: 'Bis 1 Stunde',
      fr: 'Jusqu’à 1 heure',
      es: 'Hasta 1 hora',
      da: 'Op til 1 time',
      is: 'Allt að 1 klst.',
      it: 'Fino a 1 ora',
      ms: 'Sehingga 1 jam',
      nb: 'Opptil 1 time',
      pl: 'Do 1 godziny',
      pt: 'Até 1 hora',
      sv: 'Upp till 1 timme',
      th: 'ไม่เกิน 1 ชั่วโมง',
      tr: '1 saate kadar',
      zh: '1 小时以内',
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
      is: '1 til 3 klst.',
      it: 'Da 1 a 3 ore',
      ms: '1 hingga 3 jam',
      nb: '1 til 3 timer',
      pl: 'Od 1 do 3 godzin',
      pt: '1 a 3 horas',
      sv: '1 till 3 timmar',
      th: '1 ถึง 3 ชั่วโมง',
      tr: '1 ile 3 saat arası',
      zh: '1 至 3 小时',
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
      is: '3 til 8 klst.',
      it: 'Da 3 a 8 ore',
      ms: '3 hingga 8 jam',
      nb: '3 til 8 timer',
      pl: 'Od 3 do 8 godzin',
      pt: '3 a 8 horas',
      sv: '3 till 8 timmar',
      th: '3 ถึง 8 ชั่วโมง',
      tr: '3 ile 8 saat arası',
      zh: '3 至 8 小时',
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
      is: 'Heill dagur eða lengur',
      it: 'Giornata intera o più',
      ms: 'Sehari penuh atau lebih',
      nb: 'Hel dag eller mer',
      pl: 'Cały dzień lub dłużej',
      pt: 'Dia inteiro ou mais',
      sv: 'Heldag eller längre',
      th: 'เต็มวันหรือนานกว่า',
      tr: 'Tam gün veya daha uzun',
      zh: '一整天或更长',
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
      label: t(
        {
          en: 'Price',
          de: 'Preis',
          fr: 'Prix',
          es: 'Precio',
          da: 'Pris',
          is: 'Verð',
          it: 'Prezzo',
          ms: 'Harga',
          nb: 'Pris',
          pl: 'Cena',
          pt: 'Preço',
          sv: 'Pris',
          th: 'ราคา',
          tr: 'Fiyat',
          zh: '价格',
        },
        language,
      ),
      value: 'price',
      options: [
        {
          label: `${t({ en: 'Under', de: 'Unter', fr: 'Moins de', es: 'Menos de', da: 'Under', is: 'Undir', it: 'Meno di', ms: 'Bawah', nb: 'Under', pl: 'Poniżej', pt: 'Menos de', sv: 'Under', th: 'ต่ำกว่า', tr: 'En fazla', zh: '低于' }, language)} ${money(a)}`,
          value: `0-${a}`,
        },
        { label: `${money(a)} – ${money(b)}`, value: `${a}-${b}` },
        { label: `${money(b)} – ${money(c)}`, value: `${b}-${c}` },
        {
          label: `${t({ en: 'Over', de: 'Über', fr: 'Plus de', es: 'Más de', da: 'Over', is: 'Yfir', it: 'Oltre', ms: 'Melebihi', nb: 'Over', pl: 'Powyżej', pt: 'Mais de', sv: 'Över', th: 'มากกว่า', tr: 'En az', zh: '高于' }, language)} ${money(c)}`,
          value: `${c}-`,
        },
      ],
    },
    {
      type: 'duration',
      label: t(
        {
          en: 'Duration',
          de: 'Dauer',
          fr: 'Durée',
          es: 'Duración',
          da: 'Varighed',
          is: 'Lengd',
          it: 'Durata',
          ms: 'Tempoh',
          nb: 'Varighet',
          pl: 'Czas trwania',
          pt: 'Duração',
          sv: 'Längd',
          th: 'ระยะเวลา',
          tr: 'Süre',
          zh: '时长',
        },
        language,
      ),
      value: 'duration',
      options: DURATIONS.map((option) => ({ label: t(option.label, language), value: option.value })),
    },
    {
      type: 'category',
      label: t(
        {
          en: 'Categories',
          de: 'Kategorien',
          fr: 'Catégories',
          es: 'Categorías',
          da: 'Kategorier',
          is: 'Flokkar',
          it: 'Categorie',
          ms: 'Kategori',
          nb: 'Kategorier',
          pl: 'Kategorie',
          pt: 'Categorias',
          sv: 'Kategorier',
          th: 'หมวดหมู่',
          tr: 'Kategoriler',
          zh: '类别',
        },
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
