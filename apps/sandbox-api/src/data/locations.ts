import { displayName, type Label, LOCALE_LANGUAGES } from './i18n';

/** A region grouping countries (the listing of spec 1 §3). */
export interface RegionSeed {
  slug: string;
  name: Label;
}

/** A country where attractions are sold. */
export interface CountrySeed {
  slug: string;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  region: string;
  timeZone: string;
  /** The languages its tours are usually given in, the local one first. */
  languages: readonly string[];
  latitude: number;
  longitude: number;
}

/** A city where attractions are sold. */
export interface CitySeed {
  slug: string;
  country: string;
  /** The English name, then exonyms where they differ (the `name` map). */
  names: Label & Record<string, string>;
  latitude: number;
  longitude: number;
  /** How many attractions the seed places here. */
  attractions: number;
  /** Streets for venue addresses. */
  streets: readonly string[];
}

/** The regions of the `locations` listing. */
export const REGIONS: readonly RegionSeed[] = [
  { slug: 'europe', name: { en: 'Europe', de: 'Europa', fr: 'Europe', es: 'Europa', da: 'Europa' } },
  {
    slug: 'middle-east-africa',
    name: {
      en: 'Middle East & Africa',
      de: 'Naher Osten & Afrika',
      fr: 'Moyen-Orient et Afrique',
      es: 'Oriente Medio y África',
      da: 'Mellemøsten og Afrika',
    },
  },
  {
    slug: 'asia-pacific',
    name: {
      en: 'Asia & Pacific',
      de: 'Asien & Pazifik',
      fr: 'Asie-Pacifique',
      es: 'Asia y Pacífico',
      da: 'Asien og Stillehavet',
    },
  },
];

/** Ireland first: the storefront's default country and default image (spec 1 §9). */
export const COUNTRIES: readonly CountrySeed[] = [
  {
    slug: 'ireland',
    code: 'IE',
    region: 'europe',
    timeZone: 'Europe/Dublin',
    languages: ['en', 'ga'],
    latitude: 53.4,
    longitude: -8.2,
  },
  {
    slug: 'united-kingdom',
    code: 'GB',
    region: 'europe',
    timeZone: 'Europe/London',
    languages: ['en'],
    latitude: 54.0,
    longitude: -2.5,
  },
  {
    slug: 'spain',
    code: 'ES',
    region: 'europe',
    timeZone: 'Europe/Madrid',
    languages: ['es', 'en'],
    latitude: 40.2,
    longitude: -3.7,
  },
  {
    slug: 'france',
    code: 'FR',
    region: 'europe',
    timeZone: 'Europe/Paris',
    languages: ['fr', 'en'],
    latitude: 46.6,
    longitude: 2.3,
  },
  {
    slug: 'denmark',
    code: 'DK',
    region: 'europe',
    timeZone: 'Europe/Copenhagen',
    languages: ['da', 'en'],
    latitude: 56.0,
    longitude: 10.0,
  },
  {
    slug: 'iceland',
    code: 'IS',
    region: 'europe',
    timeZone: 'Atlantic/Reykjavik',
    languages: ['is', 'en'],
    latitude: 64.9,
    longitude: -18.6,
  },
  {
    slug: 'poland',
    code: 'PL',
    region: 'europe',
    timeZone: 'Europe/Warsaw',
    languages: ['pl', 'en'],
    latitude: 52.0,
    longitude: 19.4,
  },
  {
    slug: 'switzerland',
    code: 'CH',
    region: 'europe',
    timeZone: 'Europe/Zurich',
    languages: ['de', 'fr', 'it', 'en'],
    latitude: 46.8,
    longitude: 8.2,
  },
  {
    slug: 'united-arab-emirates',
    code: 'AE',
    region: 'middle-east-africa',
    timeZone: 'Asia/Dubai',
    languages: ['en', 'ar'],
    latitude: 24.0,
    longitude: 54.0,
  },
  {
    slug: 'morocco',
    code: 'MA',
    region: 'middle-east-africa',
    timeZone: 'Africa/Casablanca',
    languages: ['fr', 'ar', 'en'],
    latitude: 31.8,
    longitude: -7.1,
  },
  {
    slug: 'thailand',
    code: 'TH',
    region: 'asia-pacific',
    timeZone: 'Asia/Bangkok',
    languages: ['th', 'en'],
    latitude: 15.1,
    longitude: 101.0,
  },
  {
    slug: 'new-zealand',
    code: 'NZ',
    region: 'asia-pacific',
    timeZone: 'Pacific/Auckland',
    languages: ['en'],
    latitude: -41.0,
    longitude: 174.0,
  },
  // Countries added after the first twelve go last, with their cities last too: the seed places
  // the earlier cities' attractions exactly as before.
  {
    slug: 'japan',
    code: 'JP',
    region: 'asia-pacific',
    timeZone: 'Asia/Tokyo',
    languages: ['ja', 'en'],
    latitude: 36.2,
    longitude: 138.3,
  },
  {
    slug: 'vietnam',
    code: 'VN',
    region: 'asia-pacific',
    timeZone: 'Asia/Ho_Chi_Minh',
    languages: ['vi', 'en'],
    latitude: 14.1,
    longitude: 108.3,
  },
];

const streets = {
  ie: [
    'O’Connell Street',
    'Grafton Street',
    'Dame Street',
    'Patrick Street',
    'Shop Street',
    'High Street',
    'Main Street',
  ],
  gb: ['High Street', 'King Street', 'Queen’s Road', 'Market Street', 'Castle Street'],
  es: ['Calle Mayor', 'Gran Vía', 'Calle Larios', 'Avenida de la Constitución', 'Passeig de Gràcia'],
  fr: ['Rue de Rivoli', 'Promenade des Anglais', 'Rue de la République', 'Cours de l’Intendance'],
  dk: ['Strøget', 'Nyhavn', 'Vesterbrogade', 'Søndergade'],
  is: ['Laugavegur', 'Skólavörðustígur', 'Hafnarstræti'],
  pl: ['ulica Floriańska', 'Nowy Świat', 'ulica Długa', 'Krakowskie Przedmieście'],
  ch: ['Bahnhofstrasse', 'Rue du Rhône', 'Limmatquai'],
  ae: ['Sheikh Zayed Road', 'Al Seef Street', 'Corniche Road'],
  ma: ['Avenue Mohammed V', 'Rue Talaa Kebira', 'Place Jemaa el-Fna'],
  th: ['Sukhumvit Road', 'Nimmanhaemin Road', 'Thalang Road'],
  nz: ['Queen Street', 'Shotover Street', 'Quay Street'],
  jp: ['Chūō-dōri', 'Shijō-dōri', 'Midōsuji', 'Omotesandō'],
  vn: ['Phố Hàng Bạc', 'Đường Đồng Khởi', 'Trần Phú', 'Lê Lợi'],
} as const;

/** The cities of the first twelve countries. */
const FIRST_CITIES: readonly CitySeed[] = [
  {
    slug: 'dublin',
    country: 'ireland',
    names: { en: 'Dublin', ga: 'Baile Átha Cliath' },
    latitude: 53.3498,
    longitude: -6.2603,
    attractions: 24,
    streets: streets.ie,
  },
  {
    slug: 'cork',
    country: 'ireland',
    names: { en: 'Cork', ga: 'Corcaigh' },
    latitude: 51.8985,
    longitude: -8.4756,
    attractions: 14,
    streets: streets.ie,
  },
  {
    slug: 'galway',
    country: 'ireland',
    names: { en: 'Galway', ga: 'Gaillimh' },
    latitude: 53.2707,
    longitude: -9.0568,
    attractions: 8,
    streets: streets.ie,
  },
  {
    slug: 'killarney',
    country: 'ireland',
    names: { en: 'Killarney', ga: 'Cill Airne' },
    latitude: 52.0599,
    longitude: -9.5044,
    attractions: 6,
    streets: streets.ie,
  },
  {
    slug: 'limerick',
    country: 'ireland',
    names: { en: 'Limerick', ga: 'Luimneach' },
    latitude: 52.6638,
    longitude: -8.6267,
    attractions: 5,
    streets: streets.ie,
  },
  {
    slug: 'kilkenny',
    country: 'ireland',
    names: { en: 'Kilkenny', ga: 'Cill Chainnigh' },
    latitude: 52.6541,
    longitude: -7.2448,
    attractions: 4,
    streets: streets.ie,
  },
  {
    slug: 'london',
    country: 'united-kingdom',
    names: {
      en: 'London',
      fr: 'Londres',
      es: 'Londres',
      it: 'Londra',
      pl: 'Londyn',
      pt: 'Londres',
      is: 'Lundúnir',
    },
    latitude: 51.5074,
    longitude: -0.1278,
    attractions: 12,
    streets: streets.gb,
  },
  {
    slug: 'edinburgh',
    country: 'united-kingdom',
    names: {
      en: 'Edinburgh',
      fr: 'Édimbourg',
      es: 'Edimburgo',
      it: 'Edimburgo',
      pl: 'Edynburg',
      pt: 'Edimburgo',
    },
    latitude: 55.9533,
    longitude: -3.1883,
    attractions: 7,
    streets: streets.gb,
  },
  {
    slug: 'belfast',
    country: 'united-kingdom',
    names: { en: 'Belfast', ga: 'Béal Feirste' },
    latitude: 54.5973,
    longitude: -5.9301,
    attractions: 6,
    streets: streets.gb,
  },
  {
    slug: 'manchester',
    country: 'united-kingdom',
    names: { en: 'Manchester' },
    latitude: 53.4808,
    longitude: -2.2426,
    attractions: 5,
    streets: streets.gb,
  },
  {
    slug: 'madrid',
    country: 'spain',
    names: { en: 'Madrid' },
    latitude: 40.4168,
    longitude: -3.7038,
    attractions: 8,
    streets: streets.es,
  },
  {
    slug: 'barcelona',
    country: 'spain',
    names: { en: 'Barcelona' },
    latitude: 41.3874,
    longitude: 2.1686,
    attractions: 9,
    streets: streets.es,
  },
  {
    slug: 'malaga',
    country: 'spain',
    names: { en: 'Málaga' },
    latitude: 36.7213,
    longitude: -4.4214,
    attractions: 5,
    streets: streets.es,
  },
  {
    slug: 'seville',
    country: 'spain',
    names: { en: 'Seville', es: 'Sevilla', de: 'Sevilla', fr: 'Séville', it: 'Siviglia', pl: 'Sewilla' },
    latitude: 37.3891,
    longitude: -5.9845,
    attractions: 5,
    streets: streets.es,
  },
  {
    slug: 'paris',
    country: 'france',
    names: { en: 'Paris', it: 'Parigi', pl: 'Paryż', is: 'París', es: 'París' },
    latitude: 48.8566,
    longitude: 2.3522,
    attractions: 10,
    streets: streets.fr,
  },
  {
    slug: 'nice',
    country: 'france',
    names: { en: 'Nice', it: 'Nizza', es: 'Niza', pl: 'Nicea' },
    latitude: 43.7102,
    longitude: 7.262,
    attractions: 5,
    streets: streets.fr,
  },
  {
    slug: 'lyon',
    country: 'france',
    names: { en: 'Lyon', it: 'Lione', pl: 'Lyon' },
    latitude: 45.764,
    longitude: 4.8357,
    attractions: 4,
    streets: streets.fr,
  },
  {
    slug: 'bordeaux',
    country: 'france',
    names: { en: 'Bordeaux' },
    latitude: 44.8378,
    longitude: -0.5792,
    attractions: 4,
    streets: streets.fr,
  },
  {
    slug: 'copenhagen',
    country: 'denmark',
    names: {
      en: 'Copenhagen',
      da: 'København',
      nb: 'København',
      de: 'Kopenhagen',
      fr: 'Copenhague',
      es: 'Copenhague',
      it: 'Copenaghen',
      sv: 'Köpenhamn',
      pl: 'Kopenhaga',
      is: 'Kaupmannahöfn',
    },
    latitude: 55.6761,
    longitude: 12.5683,
    attractions: 8,
    streets: streets.dk,
  },
  {
    slug: 'aarhus',
    country: 'denmark',
    names: { en: 'Aarhus', da: 'Aarhus' },
    latitude: 56.1629,
    longitude: 10.2039,
    attractions: 4,
    streets: streets.dk,
  },
  {
    slug: 'reykjavik',
    country: 'iceland',
    names: { en: 'Reykjavik', is: 'Reykjavík', de: 'Reykjavík', fr: 'Reykjavik' },
    latitude: 64.1466,
    longitude: -21.9426,
    attractions: 6,
    streets: streets.is,
  },
  {
    slug: 'akureyri',
    country: 'iceland',
    names: { en: 'Akureyri' },
    latitude: 65.6885,
    longitude: -18.1262,
    attractions: 3,
    streets: streets.is,
  },
  {
    slug: 'krakow',
    country: 'poland',
    names: { en: 'Kraków', pl: 'Kraków', de: 'Krakau', fr: 'Cracovie', es: 'Cracovia', it: 'Cracovia' },
    latitude: 50.0647,
    longitude: 19.945,
    attractions: 6,
    streets: streets.pl,
  },
  {
    slug: 'warsaw',
    country: 'poland',
    names: { en: 'Warsaw', pl: 'Warszawa', de: 'Warschau', fr: 'Varsovie', es: 'Varsovia', it: 'Varsavia' },
    latitude: 52.2297,
    longitude: 21.0122,
    attractions: 5,
    streets: streets.pl,
  },
  {
    slug: 'gdansk',
    country: 'poland',
    names: { en: 'Gdańsk', pl: 'Gdańsk', de: 'Danzig' },
    latitude: 54.352,
    longitude: 18.6466,
    attractions: 4,
    streets: streets.pl,
  },
  {
    slug: 'zurich',
    country: 'switzerland',
    names: { en: 'Zurich', de: 'Zürich', it: 'Zurigo', es: 'Zúrich' },
    latitude: 47.3769,
    longitude: 8.5417,
    attractions: 5,
    streets: streets.ch,
  },
  {
    slug: 'geneva',
    country: 'switzerland',
    names: { en: 'Geneva', fr: 'Genève', de: 'Genf', it: 'Ginevra', es: 'Ginebra' },
    latitude: 46.2044,
    longitude: 6.1432,
    attractions: 4,
    streets: streets.ch,
  },
  {
    slug: 'dubai',
    country: 'united-arab-emirates',
    names: { en: 'Dubai', ar: 'دبي', fr: 'Dubaï' },
    latitude: 25.2048,
    longitude: 55.2708,
    attractions: 7,
    streets: streets.ae,
  },
  {
    slug: 'abu-dhabi',
    country: 'united-arab-emirates',
    names: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
    latitude: 24.4539,
    longitude: 54.3773,
    attractions: 4,
    streets: streets.ae,
  },
  {
    slug: 'marrakesh',
    country: 'morocco',
    names: { en: 'Marrakesh', fr: 'Marrakech', es: 'Marrakech', de: 'Marrakesch' },
    latitude: 31.6295,
    longitude: -7.9811,
    attractions: 5,
    streets: streets.ma,
  },
  {
    slug: 'fes',
    country: 'morocco',
    names: { en: 'Fez', fr: 'Fès', es: 'Fez', de: 'Fès' },
    latitude: 34.0181,
    longitude: -5.0078,
    attractions: 3,
    streets: streets.ma,
  },
  {
    slug: 'bangkok',
    country: 'thailand',
    names: { en: 'Bangkok', th: 'กรุงเทพมหานคร' },
    latitude: 13.7563,
    longitude: 100.5018,
    attractions: 7,
    streets: streets.th,
  },
  {
    slug: 'chiang-mai',
    country: 'thailand',
    names: { en: 'Chiang Mai', th: 'เชียงใหม่' },
    latitude: 18.7883,
    longitude: 98.9853,
    attractions: 4,
    streets: streets.th,
  },
  {
    slug: 'phuket',
    country: 'thailand',
    names: { en: 'Phuket', th: 'ภูเก็ต' },
    latitude: 7.8804,
    longitude: 98.3923,
    attractions: 4,
    streets: streets.th,
  },
  {
    slug: 'auckland',
    country: 'new-zealand',
    names: { en: 'Auckland', mi: 'Tāmaki Makaurau' },
    latitude: -36.8485,
    longitude: 174.7633,
    attractions: 6,
    streets: streets.nz,
  },
  {
    slug: 'queenstown',
    country: 'new-zealand',
    names: { en: 'Queenstown', mi: 'Tāhuna' },
    latitude: -45.0312,
    longitude: 168.6626,
    attractions: 5,
    streets: streets.nz,
  },
];

/**
 * The football templates' rivals: the first cities only, so that a city added later does not change
 * which rival the seed picks (and with it every generated name and id after it).
 */
export const RIVAL_CITIES = FIRST_CITIES;

/** Cities added later (Japan, Vietnam): placed after the others by the seed. */
const LATER_CITIES: readonly CitySeed[] = [
  {
    slug: 'tokyo',
    country: 'japan',
    names: { en: 'Tokyo', ja: '東京', de: 'Tokio', es: 'Tokio', pl: 'Tokio', it: 'Tokyo', fr: 'Tokyo' },
    latitude: 35.6762,
    longitude: 139.6503,
    attractions: 6,
    streets: streets.jp,
  },
  {
    slug: 'kyoto',
    country: 'japan',
    names: { en: 'Kyoto', ja: '京都', de: 'Kyōto', pl: 'Kioto', es: 'Kioto' },
    latitude: 35.0116,
    longitude: 135.7681,
    attractions: 5,
    streets: streets.jp,
  },
  {
    slug: 'osaka',
    country: 'japan',
    names: { en: 'Osaka', ja: '大阪', de: 'Ōsaka', pl: 'Osaka' },
    latitude: 34.6937,
    longitude: 135.5023,
    attractions: 4,
    streets: streets.jp,
  },
  {
    slug: 'hanoi',
    country: 'vietnam',
    names: { en: 'Hanoi', vi: 'Hà Nội', fr: 'Hanoï', pl: 'Hanoi', es: 'Hanói' },
    latitude: 21.0278,
    longitude: 105.8342,
    attractions: 5,
    streets: streets.vn,
  },
  {
    slug: 'ho-chi-minh-city',
    country: 'vietnam',
    names: {
      en: 'Ho Chi Minh City',
      vi: 'Thành phố Hồ Chí Minh',
      fr: 'Hô-Chi-Minh-Ville',
      de: 'Ho-Chi-Minh-Stadt',
    },
    latitude: 10.8231,
    longitude: 106.6297,
    attractions: 4,
    streets: streets.vn,
  },
  {
    slug: 'hoi-an',
    country: 'vietnam',
    names: { en: 'Hoi An', vi: 'Hội An', fr: 'Hội An' },
    latitude: 15.8801,
    longitude: 108.338,
    attractions: 3,
    streets: streets.vn,
  },
];

/** Every city, in listing order; `attractions` sets how many the seed places there. */
export const CITIES: readonly CitySeed[] = [...FIRST_CITIES, ...LATER_CITIES];

/** A country's name map: its name in every storefront language, from the runtime's ICU data. */
export function countryNames(country: CountrySeed): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of LOCALE_LANGUAGES) names[language] = displayName(country.code, 'region', language);
  return names;
}

/** Locations the picker offers before a term is typed (spec 1 §4: popular, cached by the client). */
export const POPULAR_LOCATIONS: readonly string[] = [
  'ireland',
  'dublin',
  'cork',
  'london',
  'barcelona',
  'paris',
];
