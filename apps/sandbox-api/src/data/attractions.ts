import type { AttractionType, PickupPoint, RequirementField } from '@coras/api-client';
import { createRandom, hash, type Random } from '../random';
import { TOPIC_OF_TEMPLATE } from './categories';
import type { Translated } from './i18n';
import { CITIES, type CitySeed, COUNTRIES, type CountrySeed, RIVAL_CITIES } from './locations';
import { type AttractionTexts, attractionTexts } from './texts';
import { addDays, offsetMinutes, zonedEpoch } from './time';

/** A price type with its price relative to the adult price. */
export interface PriceTypeSeed {
  id: string;
  name: Translated;
  description?: Translated;
  /** Price as a share of the option's adult price. */
  factor: number;
}

/** A theatre section, or a tour variant: one option per slot and section. */
export interface SectionSeed {
  slug: string;
  name: string;
  /** Price as a share of the attraction's base price. */
  factor: number;
}

/** An inclusive run of sale days (`YYYY-MM-DD`, venue dates). */
interface DayRange {
  from: string;
  to: string;
}

/** How many tickets each option starts with. */
type StockProfile =
  | { kind: 'range'; min: number; max: number; soldOutShare: number }
  | { kind: 'fixed'; tickets: number };

/** Everything the sandbox knows about one attraction; the API shapes are views of it. */
export interface AttractionSeed {
  id: string;
  type: AttractionType;
  name: string;
  category: string;
  subcategory: string;
  /** The third-level category, where the tree has one (`walking-tours` under `tours`). */
  topic?: string;
  city: CitySeed;
  country: CountrySeed;
  timeZone: string;
  venue: string;
  address: string;
  /** Halves from 0 to 5; absent for a few. */
  rating?: number;
  /** Reviews count: the popularity sort. */
  reviews: number;
  /** The adult price of the cheapest section, EUR cents. */
  basePriceEur: number;
  /** Booking fee per ticket, EUR cents. */
  bookingFeeEur: number;
  priceTypes: readonly PriceTypeSeed[];
  sections: readonly SectionSeed[];
  /** Start times (`HH:mm`, venue time) of each sale day. */
  slots: readonly string[];
  /** Tour languages; empty for theatre. */
  languages: readonly string[];
  saleDays: readonly DayRange[];
  stock: StockProfile;
  maxBookingSize?: number;
  maxTicketsPerOrder?: number;
  durationMinutes: number;
  texts: AttractionTexts;
  images: ReadonlyArray<{ width: number; height: number; alt: string }>;
  /** Adds an image entry without a size to the card images, which clients must skip. */
  unsizedImage: boolean;
  seatMap: boolean;
  /**
   * The seat-reservation provider's chart of the attraction's event (theatre only): the API names
   * it (`seating_chart`) and the sandbox's stand-in chart script draws its sections.
   */
  seatingChart?: { workspaceKey: string; eventKey: string };
  pickupPoints: readonly PickupPoint[];
  hotelPickup: boolean;
  /** Whether the buyer's phone number is required (spec 2 §5). */
  needsPhone: boolean;
  ticketRequirements: readonly RequirementField[];
  /** The last slot of the day sells adult tickets only (only offered price types may be reserved). */
  lastSlotAdultsOnly: boolean;
}

// ---------- price types ----------

const PT = {
  adult: {
    id: 'adult',
    name: {
      en: 'Adult',
      de: 'Erwachsener',
      fr: 'Adulte',
      es: 'Adulto',
      da: 'Voksen',
      is: 'Fullorðinn',
      it: 'Adulto',
      ms: 'Dewasa',
      nb: 'Voksen',
      pl: 'Dorosły',
      pt: 'Adulto',
      sv: 'Vuxen',
      th: 'ผู้ใหญ่',
      tr: 'Yetişkin',
      zh: '成人',
    },
    factor: 1,
  },
  child: {
    id: 'child',
    name: {
      en: 'Child',
      de: 'Kind',
      fr: 'Enfant',
      es: 'Niño',
      da: 'Barn',
      is: 'Barn',
      it: 'Bambino',
      ms: 'Kanak-kanak',
      nb: 'Barn',
      pl: 'Dziecko',
      pt: 'Criança',
      sv: 'Barn',
      th: 'เด็ก',
      tr: 'Çocuk',
      zh: '儿童',
    },
    description: {
      en: 'Ages 4 to 12',
      de: '4 bis 12 Jahre',
      fr: 'De 4 à 12 ans',
      es: 'De 4 a 12 años',
      da: '4 til 12 år',
      is: '4 til 12 ára',
      it: 'Da 4 a 12 anni',
      ms: 'Umur 4 hingga 12 tahun',
      nb: '4 til 12 år',
      pl: 'Od 4 do 12 lat',
      pt: 'Dos 4 aos 12 anos',
      sv: '4 till 12 år',
      th: 'อายุ 4 ถึง 12 ปี',
      tr: '4 ile 12 yaş arası',
      zh: '4 至 12 岁',
    },
    factor: 0.5,
  },
  senior: {
    id: 'senior',
    name: {
      en: 'Senior',
      de: 'Senior',
      fr: 'Senior',
      es: 'Mayor de 65',
      da: 'Pensionist',
      is: 'Eldri borgari',
      it: 'Over 65',
      ms: 'Warga emas',
      nb: 'Honnør',
      pl: 'Senior',
      pt: 'Sénior',
      sv: 'Pensionär',
      th: 'ผู้สูงอายุ',
      tr: '65 yaş üstü',
      zh: '长者',
    },
    description: {
      en: '65 and over',
      de: 'Ab 65 Jahren',
      fr: '65 ans et plus',
      es: '65 años o más',
      da: '65 år og derover',
      is: '65 ára og eldri',
      it: 'Dai 65 anni in su',
      ms: '65 tahun ke atas',
      nb: '65 år og eldre',
      pl: 'Od 65 lat',
      pt: '65 anos ou mais',
      sv: '65 år och äldre',
      th: '65 ปีขึ้นไป',
      tr: '65 yaş ve üzeri',
      zh: '65 岁及以上',
    },
    factor: 0.8,
  },
  student: {
    id: 'student',
    name: {
      en: 'Student',
      de: 'Student',
      fr: 'Étudiant',
      es: 'Estudiante',
      da: 'Studerende',
      is: 'Námsmaður',
      it: 'Studente',
      ms: 'Pelajar',
      nb: 'Student',
      pl: 'Student',
      pt: 'Estudante',
      sv: 'Student',
      th: 'นักศึกษา',
      tr: 'Öğrenci',
      zh: '学生',
    },
    description: {
      en: 'With a valid student card',
      de: 'Mit gültigem Studentenausweis',
      fr: 'Sur présentation de la carte étudiante',
      es: 'Con carné de estudiante',
      da: 'Med gyldigt studiekort',
      is: 'Með gilt námsmannaskírteini',
      it: 'Con tessera universitaria valida',
      ms: 'Dengan kad pelajar yang sah',
      nb: 'Med gyldig studentbevis',
      pl: 'Z ważną legitymacją studencką',
      pt: 'Com cartão de estudante válido',
      sv: 'Med giltigt studentkort',
      th: 'แสดงบัตรนักศึกษาที่ยังไม่หมดอายุ',
      tr: 'Geçerli öğrenci kimliği ile',
      zh: '凭有效学生证',
    },
    factor: 0.75,
  },
  concession: {
    id: 'concession',
    name: {
      en: 'Concession',
      de: 'Ermäßigt',
      fr: 'Tarif réduit',
      es: 'Reducida',
      da: 'Rabat',
      is: 'Afsláttur',
      it: 'Ridotto',
      ms: 'Konsesi',
      nb: 'Rabatt',
      pl: 'Ulgowy',
      pt: 'Reduzido',
      sv: 'Rabatterad',
      th: 'ราคาลดหย่อน',
      tr: 'İndirimli',
      zh: '优惠票',
    },
    description: {
      en: 'Students, over-65s and jobseekers',
      de: 'Studierende, Senioren und Arbeitsuchende',
      fr: 'Étudiants, plus de 65 ans et demandeurs d’emploi',
      es: 'Estudiantes, mayores de 65 y desempleados',
      da: 'Studerende, pensionister og jobsøgende',
      is: 'Námsmenn, 65 ára og eldri og atvinnuleitendur',
      it: 'Studenti, over 65 e persone in cerca di lavoro',
      ms: 'Pelajar, warga 65 tahun ke atas dan pencari kerja',
      nb: 'Studenter, personer over 65 og arbeidssøkere',
      pl: 'Studenci, osoby powyżej 65 lat i bezrobotni',
      pt: 'Estudantes, maiores de 65 e desempregados',
      sv: 'Studenter, personer över 65 och arbetssökande',
      th: 'นักศึกษา ผู้มีอายุ 65 ปีขึ้นไป และผู้หางาน',
      tr: 'Öğrenciler, 65 yaş üstü ve iş arayanlar',
      zh: '学生、65 岁以上人士及求职者',
    },
    factor: 0.8,
  },
  family: {
    id: 'family',
    name: {
      en: 'Family',
      de: 'Familie',
      fr: 'Famille',
      es: 'Familia',
      da: 'Familie',
      is: 'Fjölskylda',
      it: 'Famiglia',
      ms: 'Keluarga',
      nb: 'Familie',
      pl: 'Rodzinny',
      pt: 'Família',
      sv: 'Familj',
      th: 'ครอบครัว',
      tr: 'Aile',
      zh: '家庭',
    },
    description: {
      en: '2 adults and 2 children',
      de: '2 Erwachsene und 2 Kinder',
      fr: '2 adultes et 2 enfants',
      es: '2 adultos y 2 niños',
      da: '2 voksne og 2 børn',
      is: '2 fullorðnir og 2 börn',
      it: '2 adulti e 2 bambini',
      ms: '2 dewasa dan 2 kanak-kanak',
      nb: '2 voksne og 2 barn',
      pl: '2 osoby dorosłe i 2 dzieci',
      pt: '2 adultos e 2 crianças',
      sv: '2 vuxna och 2 barn',
      th: 'ผู้ใหญ่ 2 คนและเด็ก 2 คน',
      tr: '2 yetişkin ve 2 çocuk',
      zh: '2 名成人和 2 名儿童',
    },
    factor: 3,
  },
  junior: {
    id: 'junior',
    name: {
      en: 'Junior',
      de: 'Jugendlicher',
      fr: 'Junior',
      es: 'Junior',
      da: 'Junior',
      is: 'Ungmenni',
      it: 'Ragazzo',
      ms: 'Remaja',
      nb: 'Ungdom',
      pl: 'Młodzież',
      pt: 'Júnior',
      sv: 'Ungdom',
      th: 'เยาวชน',
      tr: 'Genç',
      zh: '青少年',
    },
    description: {
      en: 'Under 16',
      de: 'Unter 16 Jahren',
      fr: 'Moins de 16 ans',
      es: 'Menores de 16',
      da: 'Under 16 år',
      is: 'Yngri en 16 ára',
      it: 'Sotto i 16 anni',
      ms: 'Bawah 16 tahun',
      nb: 'Under 16 år',
      pl: 'Poniżej 16 lat',
      pt: 'Menores de 16',
      sv: 'Under 16 år',
      th: 'อายุต่ำกว่า 16 ปี',
      tr: '16 yaş altı',
      zh: '16 岁以下',
    },
    factor: 0.6,
  },
} satisfies Record<string, PriceTypeSeed>;

// ---------- templates ----------

type NameContext = { city: string; country: string; random: Random; venue: string };

interface Template {
  key: string;
  subcategory: string;
  type: AttractionType;
  weight: number;
  countries?: readonly string[];
  names: (context: NameContext) => readonly string[];
  venues: (city: string) => readonly string[];
  price: readonly [number, number];
  duration: readonly [number, number];
  slots: ReadonlyArray<readonly string[]>;
  priceTypes: ReadonlyArray<readonly PriceTypeSeed[]>;
  sections?: ReadonlyArray<readonly SectionSeed[]>;
  schedule: 'ongoing' | 'season' | 'single' | 'few';
  pickups?: number;
  hotelPickup?: number;
  ticketRequirements?: ReadonlyArray<readonly RequirementField[]>;
}

const theatreSections: readonly SectionSeed[] = [
  { slug: 'stalls', name: 'Stalls', factor: 1.4 },
  { slug: 'dress-circle', name: 'Dress Circle', factor: 1.2 },
  { slug: 'upper-circle', name: 'Upper Circle', factor: 1 },
];
const balcony: SectionSeed = { slug: 'balcony', name: 'Balcony', factor: 0.8 };
const stadiumSections: readonly SectionSeed[] = [
  { slug: 'lower-tier', name: 'Lower Tier', factor: 1.5 },
  { slug: 'upper-tier', name: 'Upper Tier', factor: 1 },
  { slug: 'premium', name: 'Premium Seats', factor: 3 },
];
const concertSections: readonly SectionSeed[] = [
  { slug: 'standing', name: 'Standing', factor: 1 },
  { slug: 'seated', name: 'Seated', factor: 1.3 },
  { slug: 'vip', name: 'VIP Package', factor: 2.5 },
];
const tourVariants: ReadonlyArray<readonly SectionSeed[]> = [
  [{ slug: 'standard', name: 'Guided tour', factor: 1 }],
  [{ slug: 'standard', name: 'Guided tour', factor: 1 }],
  [
    { slug: 'standard', name: 'Group tour', factor: 1 },
    { slug: 'small-group', name: 'Small-group tour (max. 8)', factor: 1.6 },
  ],
];

const ARTISTS = [
  'Harbour Lights',
  'The Velvet Foxes',
  'Saoirse Quinn',
  'Midnight Tram',
  'Aurora Static',
  'Los Caminos',
  'Kasia & The Tides',
  'The Ferrymen',
  'Blue Atlas',
  'Neon Orchard',
  'Mara Lindqvist',
  'The Paper Boats',
];
const MUSICALS = [
  'The Clockmaker’s Daughter',
  'Harbour of Dreams',
  'Paper Crowns',
  'Moonlit Mile',
  'The Lighthouse Keeper',
  'Northern Star',
];
const PLAYS = [
  'The Playboy of the Western World',
  'Hamlet',
  'A Doll’s House',
  'The Importance of Being Earnest',
  'Juno and the Paycock',
  'Uncle Vanya',
  'The Seagull',
  'Twelfth Night',
];
const BALLETS = ['Swan Lake', 'The Nutcracker', 'Giselle', 'Contemporary Dance Double Bill'];
const COUNTIES = [
  'Cork',
  'Kilkenny',
  'Dublin',
  'Galway',
  'Limerick',
  'Kerry',
  'Tipperary',
  'Clare',
  'Waterford',
  'Mayo',
];
const RIVALS = ['Athletic', 'United', 'City', 'Rovers', 'Wanderers', 'Albion'];

const TEMPLATES: readonly Template[] = [
  {
    key: 'walking-tour',
    subcategory: 'tours',
    type: 'TOUR',
    weight: 6,
    names: ({ city }) => [
      `${city} Old Town Walking Tour`,
      `${city} Highlights Walking Tour`,
      `${city} After Dark: Ghosts & Legends Walk`,
      `Street Art & Hidden Courtyards of ${city}`,
      `${city} Photography Walk at Golden Hour`,
    ],
    venues: (city) => [`${city} Tourist Office`],
    price: [1500, 3500],
    duration: [90, 180],
    slots: [['10:00', '14:00'], ['09:30', '13:00', '17:30'], ['11:00'], ['19:00']],
    priceTypes: [[PT.adult, PT.child, PT.senior], [PT.adult, PT.student], [PT.adult]],
    sections: tourVariants,
    schedule: 'ongoing',
  },
  {
    key: 'bike-bus',
    subcategory: 'tours',
    type: 'TOUR',
    weight: 3,
    names: ({ city }) => [
      `${city} Highlights by Bike`,
      `Hop-On Hop-Off Bus Tour of ${city}`,
      `${city} Harbour Sightseeing Cruise`,
      `${city} by Tuk-Tuk: Hidden Corners`,
    ],
    venues: (city) => [`${city} Central Station`],
    price: [1800, 4500],
    duration: [60, 240],
    slots: [
      ['09:00', '12:00', '15:00'],
      ['10:30', '14:30'],
    ],
    priceTypes: [
      [PT.adult, PT.child, PT.family],
      [PT.adult, PT.child],
    ],
    sections: tourVariants,
    schedule: 'ongoing',
  },
  {
    key: 'day-trip',
    subcategory: 'tours',
    type: 'TOUR',
    weight: 3,
    names: ({ city }) => [
      `Day Trip from ${city} to the Coast`,
      `Castles & Countryside Day Trip from ${city}`,
      `Mountains & Lakes Day Trip from ${city}`,
    ],
    venues: (city) => [`${city} Coach Station`],
    price: [4500, 9500],
    duration: [480, 660],
    slots: [['07:30'], ['08:00']],
    priceTypes: [
      [PT.adult, PT.child, PT.senior],
      [PT.adult, PT.student],
    ],
    sections: tourVariants,
    schedule: 'ongoing',
    pickups: 0.8,
    ticketRequirements: [['name'], []],
  },
  {
    key: 'museum',
    subcategory: 'museums',
    type: 'TOUR',
    weight: 4,
    names: ({ city }) => [
      `${city} City Museum: Timed Entry`,
      `${city} Castle & Gardens Admission`,
      `${city} Science Centre Day Ticket`,
      `Modern Art Museum ${city}`,
      `${city} Maritime Museum`,
    ],
    venues: (city) => [`${city} Museum Quarter`],
    price: [900, 2500],
    duration: [60, 180],
    slots: [
      ['09:00', '11:00', '13:00', '15:00'],
      ['10:00', '12:00', '14:00', '16:00'],
    ],
    priceTypes: [
      [PT.adult, PT.child, PT.student, PT.senior, PT.family],
      [PT.adult, PT.child],
    ],
    sections: [
      [{ slug: 'entry', name: 'Timed entry', factor: 1 }],
      [
        { slug: 'entry', name: 'Timed entry', factor: 1 },
        { slug: 'guided', name: 'Entry with guided tour', factor: 1.5 },
      ],
    ],
    schedule: 'ongoing',
  },
  {
    key: 'outdoor-body',
    subcategory: 'outdoor',
    type: 'TOUR',
    weight: 3,
    names: ({ city }) => [
      `Zipline Adventure Park near ${city}`,
      `Horse Riding Trek outside ${city}`,
      `Canyoning Adventure from ${city}`,
    ],
    venues: (city) => [`${city} Adventure Centre`],
    price: [3500, 8500],
    duration: [120, 300],
    slots: [
      ['09:00', '13:00'],
      ['10:00', '14:30'],
    ],
    priceTypes: [[PT.adult, PT.junior], [PT.adult]],
    sections: tourVariants,
    schedule: 'ongoing',
    ticketRequirements: [
      ['name', 'height', 'weight', 'date_of_birth'],
      ['height', 'weight'],
    ],
  },
  {
    key: 'outdoor-water',
    subcategory: 'outdoor',
    type: 'TOUR',
    weight: 2,
    names: ({ city }) => [
      `Sea Kayaking near ${city}`,
      `Surf Lesson for Beginners near ${city}`,
      `${city} Stand-Up Paddle Session`,
      `Guided Mountain Hike from ${city}`,
    ],
    venues: (city) => [`${city} Marina`],
    price: [3000, 7000],
    duration: [120, 240],
    slots: [['09:30', '14:00'], ['10:00']],
    priceTypes: [[PT.adult, PT.child], [PT.adult]],
    sections: tourVariants,
    schedule: 'ongoing',
    ticketRequirements: [['name', 'date_of_birth'], []],
    hotelPickup: 0.3,
  },
  {
    key: 'food',
    subcategory: 'food-drink',
    type: 'TOUR',
    weight: 3,
    names: ({ city }) => [
      `${city} Food Market Tasting Tour`,
      `Wine Tasting Evening in ${city}`,
      `Cooking Class: Local Classics in ${city}`,
      `${city} Craft Beer Trail`,
    ],
    venues: (city) => [`${city} Market Hall`],
    price: [4000, 9000],
    duration: [150, 240],
    slots: [['11:00', '17:00'], ['18:30']],
    priceTypes: [[PT.adult]],
    sections: tourVariants,
    schedule: 'ongoing',
    ticketRequirements: [['date_of_birth'], []],
  },
  {
    key: 'distillery',
    subcategory: 'food-drink',
    type: 'TOUR',
    weight: 3,
    countries: ['ireland', 'united-kingdom'],
    names: ({ city }) => [`Whiskey Distillery Tour & Tasting in ${city}`, `${city} Gin School`],
    venues: (city) => [`Old ${city} Distillery`],
    price: [2500, 6000],
    duration: [75, 150],
    slots: [['11:00', '13:00', '15:00', '17:00']],
    priceTypes: [[PT.adult, PT.student]],
    sections: tourVariants,
    schedule: 'ongoing',
    ticketRequirements: [['date_of_birth']],
  },
  {
    key: 'desert',
    subcategory: 'outdoor',
    type: 'TOUR',
    weight: 6,
    countries: ['united-arab-emirates', 'morocco'],
    names: ({ city }) => [
      `Desert Safari with BBQ Dinner from ${city}`,
      `Sunrise Hot-Air Balloon over the Desert near ${city}`,
      `Camel Trek & Overnight Camp from ${city}`,
    ],
    venues: (city) => [`${city} Safari Base`],
    price: [6000, 25000],
    duration: [300, 900],
    slots: [['05:30'], ['15:00']],
    priceTypes: [[PT.adult, PT.child]],
    sections: tourVariants,
    schedule: 'ongoing',
    hotelPickup: 1,
    ticketRequirements: [['name', 'passport_number', 'passport_nationality', 'passport_expiry_date']],
  },
  {
    key: 'island-hop',
    subcategory: 'tours',
    type: 'TOUR',
    weight: 6,
    countries: ['thailand', 'new-zealand'],
    names: ({ city }) => [
      `Island-Hopping Speedboat Tour from ${city}`,
      `${city} Temples & Markets Tour`,
      `Harbour Sailing Experience in ${city}`,
    ],
    venues: (city) => [`${city} Pier`],
    price: [3000, 12000],
    duration: [240, 540],
    slots: [['08:00'], ['09:00', '13:30']],
    priceTypes: [[PT.adult, PT.child]],
    sections: tourVariants,
    schedule: 'ongoing',
    hotelPickup: 0.7,
    ticketRequirements: [['name'], ['name', 'passport_number', 'passport_nationality']],
  },
  {
    key: 'concert',
    subcategory: 'concerts',
    type: 'THEATER',
    weight: 3,
    names: ({ venue, random }) => random.sample(ARTISTS, 4).map((artist) => `${artist}: Live at ${venue}`),
    venues: (city) => [`${city} Concert Hall`, `The Harbour Arena`, `${city} Music Centre`],
    price: [2500, 7500],
    duration: [120, 180],
    slots: [['20:00'], ['19:30']],
    priceTypes: [[PT.adult]],
    sections: [concertSections],
    schedule: 'single',
  },
  {
    key: 'festival',
    subcategory: 'festivals',
    type: 'TOUR',
    weight: 1,
    names: ({ city }) => [`${city} Summer Sounds Festival: Day Pass`, `${city} Jazz Weekend: Festival Pass`],
    venues: (city) => [`${city} City Park`],
    price: [4000, 9000],
    duration: [480, 600],
    slots: [['12:00']],
    priceTypes: [[PT.adult, PT.child]],
    sections: [[{ slug: 'day-pass', name: 'Day pass', factor: 1 }]],
    schedule: 'few',
  },
  {
    key: 'classical',
    subcategory: 'classical',
    type: 'THEATER',
    weight: 2,
    names: () => [
      'Candlelight Concert: Vivaldi’s Four Seasons',
      'Beethoven’s Ninth Symphony',
      'Opera Gala: Verdi & Puccini',
      'Mozart Requiem by Candlelight',
      'Piano Recital: Chopin Nocturnes',
    ],
    venues: (city) => [`${city} Opera House`, `St. Mary’s Cathedral, ${city}`],
    price: [2500, 8500],
    duration: [90, 150],
    slots: [['19:30'], ['18:00', '20:30']],
    priceTypes: [[PT.adult, PT.concession], [PT.adult]],
    sections: [[...theatreSections, balcony]],
    schedule: 'few',
  },
  {
    key: 'trad-crawl',
    subcategory: 'traditional',
    type: 'TOUR',
    weight: 4,
    countries: ['ireland'],
    names: ({ city }) => [
      `Traditional Irish Music Pub Crawl in ${city}`,
      `${city} Céilí & Trad Session Night`,
    ],
    venues: (city) => [`The Old Quay Bar, ${city}`],
    price: [1500, 3000],
    duration: [150, 180],
    slots: [['19:30']],
    priceTypes: [[PT.adult]],
    sections: tourVariants,
    schedule: 'ongoing',
    ticketRequirements: [['date_of_birth']],
  },
  {
    key: 'folk-night',
    subcategory: 'traditional',
    type: 'THEATER',
    weight: 4,
    countries: ['spain', 'morocco', 'poland'],
    names: ({ country }) => [
      country === 'spain'
        ? 'Flamenco Night'
        : country === 'morocco'
          ? 'Gnawa Music Evening'
          : 'Chopin & Folk Evening',
    ],
    venues: (city) => [`Tablao ${city}`],
    price: [2500, 5500],
    duration: [75, 120],
    slots: [['19:00', '21:30']],
    priceTypes: [[PT.adult, PT.child]],
    sections: [
      [
        { slug: 'front-rows', name: 'Front rows', factor: 1.4 },
        { slug: 'general', name: 'General seating', factor: 1 },
      ],
    ],
    schedule: 'ongoing',
  },
  {
    key: 'football',
    subcategory: 'football',
    type: 'THEATER',
    weight: 2,
    names: ({ city, random }) => [
      `${city} FC vs ${random.pick(RIVAL_CITIES).names.en} ${random.pick(RIVALS)}`,
    ],
    venues: (city) => [`${city} Park Stadium`],
    price: [2500, 6500],
    duration: [105, 120],
    slots: [['15:00'], ['19:45']],
    priceTypes: [[PT.adult, PT.junior]],
    sections: [stadiumSections],
    schedule: 'single',
    ticketRequirements: [['name'], []],
  },
  {
    key: 'rugby',
    subcategory: 'rugby',
    type: 'THEATER',
    weight: 2,
    countries: ['ireland', 'united-kingdom', 'france', 'new-zealand'],
    names: ({ country, random }) => {
      const home = COUNTRIES.find((c) => c.slug === country)?.code ?? 'IE';
      const away = random.pick(
        ['France', 'Ireland', 'Wales', 'Scotland', 'Italy', 'New Zealand', 'South Africa'].filter(
          (name) => !name.startsWith(home === 'IE' ? 'Ireland' : '~'),
        ),
      );
      return [
        `International Rugby: ${home === 'IE' ? 'Ireland' : home === 'GB' ? 'England' : home === 'FR' ? 'France' : 'New Zealand'} vs ${away}`,
      ];
    },
    venues: (city) => [`${city} National Stadium`],
    price: [4500, 12000],
    duration: [100, 120],
    slots: [['14:15'], ['17:30']],
    priceTypes: [[PT.adult, PT.junior]],
    sections: [stadiumSections],
    schedule: 'single',
  },
  {
    key: 'gaelic',
    subcategory: 'gaelic-games',
    type: 'THEATER',
    weight: 4,
    countries: ['ireland'],
    names: ({ random }) => {
      const [home, away] = random.sample(COUNTIES, 2);
      return [`${random.pick(['Hurling', 'Gaelic Football'])} Championship: ${home} vs ${away}`];
    },
    venues: (city) => [`${city} County Grounds`],
    price: [1500, 4500],
    duration: [90, 110],
    slots: [['14:00'], ['16:00']],
    priceTypes: [[PT.adult, PT.junior, PT.senior]],
    sections: [
      [
        { slug: 'stand', name: 'Stand', factor: 1.3 },
        { slug: 'terrace', name: 'Terrace', factor: 1 },
      ],
    ],
    schedule: 'single',
  },
  {
    key: 'tennis',
    subcategory: 'tennis',
    type: 'THEATER',
    weight: 1,
    countries: ['united-kingdom', 'spain', 'france', 'switzerland', 'united-arab-emirates', 'new-zealand'],
    names: ({ city }) => [`${city} Open: Day Sessions`, `${city} Open: Evening Sessions`],
    venues: (city) => [`${city} Tennis Centre`],
    price: [3000, 9000],
    duration: [240, 360],
    slots: [['11:00'], ['18:30']],
    priceTypes: [[PT.adult, PT.junior]],
    sections: [
      [
        { slug: 'centre-court', name: 'Centre Court', factor: 2 },
        { slug: 'grounds', name: 'Grounds pass', factor: 1 },
      ],
    ],
    schedule: 'few',
  },
  {
    key: 'stadium-tour',
    subcategory: 'stadium-tours',
    type: 'TOUR',
    weight: 1,
    names: ({ city }) => [`${city} Stadium Tour & Museum`],
    venues: (city) => [`${city} Park Stadium`],
    price: [1500, 3000],
    duration: [60, 90],
    slots: [['10:00', '12:00', '14:00', '16:00']],
    priceTypes: [[PT.adult, PT.child, PT.family]],
    sections: tourVariants,
    schedule: 'ongoing',
  },
  {
    key: 'musical',
    subcategory: 'musicals',
    type: 'THEATER',
    weight: 3,
    names: () => MUSICALS,
    venues: (city) => [`${city} Grand Theatre`, `The ${city} Playhouse`],
    price: [3000, 9500],
    duration: [150, 180],
    slots: [['19:30'], ['14:30', '19:30']],
    priceTypes: [[PT.adult, PT.concession], [PT.adult]],
    sections: [theatreSections, [...theatreSections, balcony]],
    schedule: 'season',
  },
  {
    key: 'drama',
    subcategory: 'drama',
    type: 'THEATER',
    weight: 3,
    names: () => PLAYS,
    venues: (city) => [`The ${city} Playhouse`, `${city} Arts Centre`],
    price: [2000, 6000],
    duration: [120, 180],
    slots: [['19:30'], ['20:00']],
    priceTypes: [
      [PT.adult, PT.concession],
      [PT.adult, PT.student],
    ],
    sections: [theatreSections, [...theatreSections, balcony]],
    schedule: 'season',
  },
  {
    key: 'comedy',
    subcategory: 'comedy',
    type: 'THEATER',
    weight: 2,
    names: ({ city, venue }) => [
      `Stand-Up Showcase at the ${city} Comedy Club`,
      `Improv Night at ${venue}`,
      'The Comedy of Errors',
    ],
    venues: (city) => [`${city} Comedy Club`, `The Laughing Pint, ${city}`],
    price: [1200, 3000],
    duration: [90, 120],
    slots: [['20:30'], ['19:00', '21:30']],
    priceTypes: [[PT.adult]],
    sections: [
      [
        { slug: 'general', name: 'General admission', factor: 1 },
        { slug: 'front-table', name: 'Front table', factor: 1.5 },
      ],
    ],
    schedule: 'ongoing',
  },
  {
    key: 'dance',
    subcategory: 'dance',
    type: 'THEATER',
    weight: 2,
    names: ({ country }) => (country === 'ireland' ? ['Irish Dance Spectacular', ...BALLETS] : BALLETS),
    venues: (city) => [`${city} Opera House`, `${city} Grand Theatre`],
    price: [3500, 9000],
    duration: [100, 150],
    slots: [['19:30'], ['14:00', '19:30']],
    priceTypes: [[PT.adult, PT.child, PT.concession]],
    sections: [[...theatreSections, balcony]],
    schedule: 'season',
  },
  {
    key: 'backstage',
    subcategory: 'drama',
    type: 'TOUR',
    weight: 1,
    names: ({ city }) => [`Backstage Tour of the ${city} Grand Theatre`],
    venues: (city) => [`${city} Grand Theatre`],
    price: [1200, 2000],
    duration: [60, 75],
    slots: [['11:00', '13:00']],
    priceTypes: [[PT.adult, PT.child]],
    sections: tourVariants,
    schedule: 'ongoing',
  },
];

const LANGUAGE_SETS: ReadonlyArray<readonly string[]> = [
  ['en'],
  ['en'],
  ['en', 'es'],
  ['en', 'de', 'fr'],
  ['en', 'es', 'de', 'fr', 'it'],
];
const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1600, 900],
  [1200, 1200],
  [900, 1200],
  [2400, 1000],
  [800, 600],
  [1920, 1080],
];

// ---------- schedules ----------

function saleDaysFor(schedule: Template['schedule'], today: string, random: Random): DayRange[] {
  switch (schedule) {
    case 'ongoing': {
      const start = addDays(today, -random.int(10, 90));
      const closedFrom = addDays(today, random.int(12, 40));
      const closedTo = addDays(closedFrom, random.int(3, 10));
      const reopenEnd = addDays(today, random.int(150, 330));
      return [
        { from: start, to: addDays(closedFrom, -1) },
        { from: addDays(closedTo, 1), to: reopenEnd },
      ];
    }
    case 'season': {
      const start = addDays(today, random.int(-20, 25));
      const dark = addDays(start, random.int(20, 35));
      return [
        { from: start, to: addDays(dark, -1) },
        { from: addDays(dark, 7), to: addDays(dark, random.int(40, 100)) },
      ];
    }
    case 'single': {
      const day = addDays(today, random.int(3, 150));
      return [{ from: day, to: day }];
    }
    case 'few': {
      const first = addDays(today, random.int(5, 120));
      return [
        { from: first, to: addDays(first, random.int(1, 3)) },
        ...(random.chance(0.5) ? [{ from: addDays(first, 14), to: addDays(first, 14) }] : []),
      ];
    }
  }
}

/** The first date on or after `today` on which `timeZone` changes its offset (within a year). */
export function nextOffsetChange(today: string, timeZone: string): string | undefined {
  let previous = offsetMinutes(zonedEpoch(today, '12:00', timeZone), timeZone);
  for (let day = 1; day <= 370; day++) {
    const date = addDays(today, day);
    const offset = offsetMinutes(zonedEpoch(date, '12:00', timeZone), timeZone);
    if (offset !== previous) return date;
    previous = offset;
  }
  return undefined;
}

// ---------- building ----------

const idFor = (key: string) => createRandom(hash(`attraction:${key}`)).uuid();

function pickupPointsFor(city: CitySeed, random: Random): PickupPoint[] {
  const places = [
    'Tourist Information Office',
    'Central Station, main entrance',
    'Grand Hotel',
    'Cathedral Square',
    'Riverside Coach Park',
  ];
  return random.sample(places, random.int(2, 4)).map((place, index) => ({
    coras_pickup_id: `pk-${city.slug}-${index + 1}`,
    pickup_name: `${place}, ${city.names.en}`,
    pickup_address: `${random.int(1, 120)} ${random.pick(city.streets)}, ${city.names.en}`,
  }));
}

interface Draft {
  template: Template;
  city: CitySeed;
  name: string;
  venue: string;
}

function build(
  draft: Draft,
  today: string,
  random: Random,
  overrides: Partial<AttractionSeed> = {},
): AttractionSeed {
  const { template, city, name, venue } = draft;
  const country = COUNTRIES.find((candidate) => candidate.slug === city.country);
  if (!country) throw new Error(`City ${city.slug} has no country`);
  const durationMinutes = Math.round(random.int(template.duration[0], template.duration[1]) / 15) * 15;
  const slots = random.pick(template.slots);
  const address = `${random.int(1, 140)} ${random.pick(city.streets)}`;
  const texts = attractionTexts(
    {
      name,
      type: template.type,
      subcategory: template.subcategory,
      city: city.names.en,
      venue,
      address,
      durationMinutes,
      slots,
    },
    random,
  );
  const basePriceEur = Math.round(random.int(template.price[0], template.price[1]) / 50) * 50;
  const imageCount = random.int(3, 6);
  const images = random.sample(IMAGE_SIZES, imageCount).map(([width, height], index) => ({
    width,
    height,
    alt: `${name}, photo ${index + 1} of ${imageCount}`,
  }));
  const ticketRequirements = template.ticketRequirements ? random.pick(template.ticketRequirements) : [];
  const pickupPoints =
    template.pickups !== undefined && random.chance(template.pickups) ? pickupPointsFor(city, random) : [];
  const rating = random.chance(0.08) ? undefined : random.int(4, 10) / 2;
  const seed: AttractionSeed = {
    id: idFor(`${city.slug}:${name}`),
    type: template.type,
    name,
    category: CATEGORY_OF[template.subcategory] ?? 'activity',
    subcategory: template.subcategory,
    ...(TOPIC_OF_TEMPLATE[template.key] ? { topic: TOPIC_OF_TEMPLATE[template.key] } : {}),
    city,
    country,
    timeZone: country.timeZone,
    venue,
    address,
    ...(rating === undefined ? {} : { rating }),
    reviews: random.int(3, 4000),
    basePriceEur,
    bookingFeeEur: Math.max(100, Math.round((basePriceEur * 0.06) / 10) * 10),
    priceTypes: random.pick(template.priceTypes),
    sections: random.pick(template.sections ?? [[{ slug: 'standard', name: 'Standard', factor: 1 }]]),
    slots,
    languages: template.type === 'TOUR' ? localLanguages(country, random) : [],
    saleDays: saleDaysFor(template.schedule, today, random),
    stock:
      template.type === 'THEATER'
        ? { kind: 'range', min: 2, max: 80, soldOutShare: 0.05 }
        : { kind: 'range', min: 4, max: 30, soldOutShare: 0.03 },
    ...(template.type === 'TOUR'
      ? optional('maxBookingSize', random.pick([undefined, undefined, 2, 4, 8, 10, 20]))
      : optional('maxTicketsPerOrder', random.pick([undefined, 4, 6, 8, 10]))),
    durationMinutes,
    texts: random.chance(0.05) ? { ...texts, summary: '' } : texts,
    images,
    unsizedImage: random.chance(0.05),
    seatMap: template.type === 'THEATER',
    pickupPoints,
    hotelPickup:
      pickupPoints.length === 0 && template.hotelPickup !== undefined && random.chance(template.hotelPickup),
    needsPhone: pickupPoints.length > 0 || random.chance(0.25),
    ticketRequirements,
    lastSlotAdultsOnly: template.type === 'TOUR' && slots.length > 1 && random.chance(0.3),
  };
  return { ...seed, ...overrides };
}

/** `seed` without the optional cap `key`: a fixture that must show the default or no cap. */
function withoutCap(seed: AttractionSeed, key: 'maxBookingSize' | 'maxTicketsPerOrder'): AttractionSeed {
  const copy = { ...seed };
  delete copy[key];
  return copy;
}

function optional<K extends 'maxBookingSize' | 'maxTicketsPerOrder'>(key: K, value: number | undefined) {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

function localLanguages(country: CountrySeed, random: Random): string[] {
  const set = random.pick(LANGUAGE_SETS);
  const local = country.languages[0] ?? 'en';
  const languages =
    local === 'en' || !['es', 'de', 'fr', 'it', 'da', 'pl', 'is', 'th'].includes(local)
      ? [...set]
      : [local, ...set.filter((l) => l !== local)];
  return languages;
}

const CATEGORY_OF: Record<string, string> = {
  tours: 'activity',
  museums: 'activity',
  outdoor: 'activity',
  'food-drink': 'activity',
  concerts: 'music',
  festivals: 'music',
  classical: 'music',
  traditional: 'music',
  football: 'sport',
  rugby: 'sport',
  'gaelic-games': 'sport',
  tennis: 'sport',
  'stadium-tours': 'sport',
  musicals: 'theatre',
  drama: 'theatre',
  comedy: 'theatre',
  dance: 'theatre',
};

const template = (key: string): Template => {
  const found = TEMPLATES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No template ${key}`);
  return found;
};
const city = (slug: string): CitySeed => {
  const found = CITIES.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No city ${slug}`);
  return found;
};

/** The seat-reservation provider's public workspace key of every sandbox chart. */
export const SANDBOX_SEATING_WORKSPACE = 'sandbox-public-workspace';

/**
 * Named attractions with fixed ids and chosen properties, so tests, stories and end-to-end
 * journeys can ask for "the low-stock concert" without searching. Listed in the README.
 */
export const FIXTURE_IDS = {
  /** Tour in Dublin, four languages, two start times, three price types; the default cap (5). */
  dublinWalkingTour: idFor('fixture:dublin-walking-tour'),
  /** Day trip from Dublin with pickup points, passport details per ticket and a cap of 10. */
  causewayDayTrip: idFor('fixture:causeway-day-trip'),
  /**
   * Theatre in Cork with a seat map, a seating-chart event (`playboy-cork`, drawn by the sandbox's
   * stand-in chart script), a cap of 8 and a season crossing the next DST change.
   */
  corkTheatre: idFor('fixture:cork-theatre'),
  /** One-day concert in Dublin with 3 tickets per option: the last seats. */
  lastSeats: idFor('fixture:last-seats'),
  /** Concert in Dublin with no tickets left at all. */
  soldOut: idFor('fixture:sold-out'),
  /** Zipline in Killarney asking height, weight and date of birth per ticket. */
  zipline: idFor('fixture:zipline'),
  /** Harbour cruise in Auckland (UTC+12/+13): far from UTC. */
  aucklandCruise: idFor('fixture:auckland-cruise'),
  /** Tour in Cork with a blank summary and whitespace-only highlights. */
  blankTexts: idFor('fixture:blank-texts'),
  /** Tour in Galway with very long texts. */
  longTexts: idFor('fixture:long-texts'),
  /** Football match in Dublin with named tickets and no ticket cap. */
  footballMatch: idFor('fixture:football-match'),
  /** Desert safari in Dubai with hotel pickup and passport details. */
  desertSafari: idFor('fixture:desert-safari'),
  /** Tea ceremony in Kyoto with no photos at all (`media: []`), from 23.00 EUR: ¥3,700, 3,360 ISK, 633,000 ₫. */
  kyotoTeaCeremony: idFor('fixture:kyoto-tea-ceremony'),
  /** Tour in Hanoi whose name is exactly 120 characters long. */
  longName: idFor('fixture:long-name'),
  /** Boat trip in Tokyo whose name carries emoji, and no photos either. */
  emojiName: idFor('fixture:emoji-name'),
  /** Walking tour in Dubai named in Arabic (right to left). */
  rtlName: idFor('fixture:rtl-name'),
} as const;

/** The name of a fixture attraction. */
export type FixtureName = keyof typeof FIXTURE_IDS;

function fixtures(today: string, random: Random): AttractionSeed[] {
  const dst = nextOffsetChange(today, 'Europe/Dublin') ?? addDays(today, 30);
  const draft = (key: string, citySlug: string, name: string, venue: string): Draft => ({
    template: template(key),
    city: city(citySlug),
    name,
    venue,
  });
  const englishOnly: readonly string[] = ['en'];
  return [
    withoutCap(
      build(
        draft('walking-tour', 'dublin', 'Dublin Old Town Walking Tour', 'Dublin Tourist Office'),
        today,
        random,
        {
          id: FIXTURE_IDS.dublinWalkingTour,
          languages: ['en', 'es', 'de', 'fr'],
          slots: ['10:00', '14:00'],
          priceTypes: [PT.adult, PT.child, PT.senior],
          sections: [{ slug: 'standard', name: 'Guided tour', factor: 1 }],
          rating: 4.5,
          reviews: 5120,
          lastSlotAdultsOnly: false,
          stock: { kind: 'range', min: 12, max: 30, soldOutShare: 0 },
          saleDays: [{ from: addDays(today, -60), to: addDays(today, 300) }],
        },
      ),
      'maxBookingSize',
    ),
    build(
      draft('day-trip', 'dublin', 'Giant’s Causeway Day Trip from Dublin', 'Dublin Coach Station'),
      today,
      random,
      {
        id: FIXTURE_IDS.causewayDayTrip,
        maxBookingSize: 10,
        languages: ['en', 'es'],
        pickupPoints: pickupPointsFor(city('dublin'), random),
        needsPhone: true,
        ticketRequirements: ['name', 'passport_number', 'passport_nationality', 'passport_expiry_date'],
        saleDays: [
          { from: addDays(today, -30), to: addDays(today, 20) },
          { from: addDays(today, 28), to: addDays(today, 200) },
        ],
        stock: { kind: 'range', min: 10, max: 40, soldOutShare: 0 },
      },
    ),
    build(draft('drama', 'cork', 'The Playboy of the Western World', 'Cork Opera House'), today, random, {
      id: FIXTURE_IDS.corkTheatre,
      seatingChart: { workspaceKey: SANDBOX_SEATING_WORKSPACE, eventKey: 'playboy-cork' },
      maxTicketsPerOrder: 8,
      slots: ['14:30', '19:30'],
      sections: [...theatreSections, balcony],
      saleDays: [{ from: addDays(today, 1), to: addDays(dst, 14) }],
      stock: { kind: 'range', min: 20, max: 80, soldOutShare: 0 },
    }),
    build(
      draft('concert', 'dublin', 'Harbour Lights: Last Seats Unplugged', 'Dublin Concert Hall'),
      today,
      random,
      {
        id: FIXTURE_IDS.lastSeats,
        saleDays: [{ from: addDays(today, 10), to: addDays(today, 10) }],
        stock: { kind: 'fixed', tickets: 3 },
        sections: [{ slug: 'seated', name: 'Seated', factor: 1 }],
        slots: ['20:00'],
      },
    ),
    build(
      draft('concert', 'dublin', 'The Velvet Foxes: Sold Out Night', 'The Harbour Arena'),
      today,
      random,
      {
        id: FIXTURE_IDS.soldOut,
        saleDays: [{ from: addDays(today, 12), to: addDays(today, 13) }],
        stock: { kind: 'fixed', tickets: 0 },
      },
    ),
    build(
      draft(
        'outdoor-body',
        'killarney',
        'Zipline Adventure Park near Killarney',
        'Killarney Adventure Centre',
      ),
      today,
      random,
      {
        id: FIXTURE_IDS.zipline,
        ticketRequirements: ['name', 'height', 'weight', 'date_of_birth'],
        languages: englishOnly,
        maxBookingSize: 8,
        saleDays: [{ from: addDays(today, -5), to: addDays(today, 200) }],
        stock: { kind: 'range', min: 8, max: 20, soldOutShare: 0 },
      },
    ),
    build(
      draft('island-hop', 'auckland', 'Auckland Harbour Sailing Experience', 'Auckland Pier'),
      today,
      random,
      {
        id: FIXTURE_IDS.aucklandCruise,
        slots: ['09:00', '13:30'],
        languages: englishOnly,
        saleDays: [{ from: addDays(today, -10), to: addDays(today, 250) }],
        stock: { kind: 'range', min: 10, max: 30, soldOutShare: 0 },
      },
    ),
    build(draft('walking-tour', 'cork', 'Cork English Market Stroll', 'Cork Tourist Office'), today, random, {
      id: FIXTURE_IDS.blankTexts,
      texts: {
        ...attractionTexts(
          {
            name: 'Cork English Market Stroll',
            type: 'TOUR',
            subcategory: 'tours',
            city: 'Cork',
            venue: 'Cork Tourist Office',
            address: '1 Patrick Street',
            durationMinutes: 90,
            slots: ['10:00'],
          },
          random,
        ),
        summary: '',
        highlights: ' \n\t  ',
        itinerary: '',
        please_note: '   ',
      },
      saleDays: [{ from: addDays(today, -3), to: addDays(today, 120) }],
    }),
    build(
      draft('walking-tour', 'galway', 'Galway Bay Heritage Walk', 'Galway Tourist Office'),
      today,
      random,
      {
        id: FIXTURE_IDS.longTexts,
        texts: attractionTexts(
          {
            name: 'Galway Bay Heritage Walk',
            type: 'TOUR',
            subcategory: 'tours',
            city: 'Galway',
            venue: 'Galway Tourist Office',
            address: '12 Shop Street',
            durationMinutes: 150,
            slots: ['10:00'],
          },
          random,
          true,
        ),
        saleDays: [{ from: addDays(today, -3), to: addDays(today, 120) }],
      },
    ),
    withoutCap(
      build(draft('football', 'dublin', 'Dublin FC vs Cork Athletic', 'Dublin Park Stadium'), today, random, {
        id: FIXTURE_IDS.footballMatch,
        ticketRequirements: ['name'],
        saleDays: [{ from: addDays(today, 21), to: addDays(today, 21) }],
        stock: { kind: 'range', min: 200, max: 400, soldOutShare: 0 },
      }),
      'maxTicketsPerOrder',
    ),
    build(
      draft('desert', 'dubai', 'Desert Safari with BBQ Dinner from Dubai', 'Dubai Safari Base'),
      today,
      random,
      {
        id: FIXTURE_IDS.desertSafari,
        hotelPickup: true,
        pickupPoints: [],
        needsPhone: true,
        ticketRequirements: ['name', 'passport_number', 'passport_nationality', 'passport_expiry_date'],
        slots: ['15:00'],
        saleDays: [{ from: addDays(today, -30), to: addDays(today, 200) }],
        stock: { kind: 'range', min: 10, max: 40, soldOutShare: 0 },
      },
    ),
  ];
}

/** A name of exactly 120 characters: cards, the basket and the checkout must wrap or clip it. */
export const LONG_NAME =
  'Hanoi Old Quarter Street Food, Water Puppets, Temple of Literature and Hoan Kiem Lake at Sunset - Full Evening Walk Tour';

/**
 * The catalogue's edge cases, drawn from a random of their own (after every generated attraction),
 * so adding one never changes the attractions the seed made before: no media, a 120-character
 * name, emoji and a right-to-left name, a zero-decimal currency's price.
 */
function edgeCases(seed: number, today: string): AttractionSeed[] {
  const random = createRandom(hash(`edge-cases:${seed}`));
  const sale = [{ from: addDays(today, -10), to: addDays(today, 240) }];
  const stock: StockProfile = { kind: 'range', min: 10, max: 30, soldOutShare: 0 };
  const draft = (key: string, citySlug: string, name: string, venue: string): Draft => ({
    template: template(key),
    city: city(citySlug),
    name,
    venue,
  });
  return [
    build(
      draft('museum', 'kyoto', 'Kyoto Tea Ceremony in a Machiya', 'Kyoto Museum Quarter'),
      today,
      random,
      {
        id: FIXTURE_IDS.kyotoTeaCeremony,
        basePriceEur: 2300,
        priceTypes: [PT.adult],
        sections: [{ slug: 'entry', name: 'Tea ceremony', factor: 1 }],
        slots: ['10:00', '14:00'],
        images: [],
        unsizedImage: false,
        saleDays: sale,
        stock,
      },
    ),
    build(draft('walking-tour', 'hanoi', LONG_NAME, 'Hanoi Tourist Office'), today, random, {
      id: FIXTURE_IDS.longName,
      saleDays: sale,
      stock,
    }),
    build(draft('island-hop', 'tokyo', '🌸 Sumida River Night Cruise 🚢✨', 'Tokyo Pier'), today, random, {
      id: FIXTURE_IDS.emojiName,
      images: [],
      unsizedImage: false,
      saleDays: sale,
      stock,
    }),
    build(
      draft('walking-tour', 'dubai', 'جولة دبي القديمة: سوق الذهب والتوابل', 'Dubai Tourist Office'),
      today,
      random,
      { id: FIXTURE_IDS.rtlName, saleDays: sale, stock },
    ),
  ];
}

/**
 * The name of the opt-in hostile attraction (`hostileName`): an end tag of a script element, a
 * script that would set `window.__pwned`, both quotes, an ampersand and an angle bracket. A page
 * that writes API text into HTML, an attribute, a script element (JSON-LD, a server's snapshot) or
 * a `<meta>` must keep it text: nothing may execute and every JSON must still parse.
 */
export const HOSTILE_NAME = `Dublin "Quotes" & 'Ticks' </script><script>window.__pwned=1</script> Live <b>`;

/** The id of the hostile attraction, when the sandbox has it (`hostileName`). */
export const HOSTILE_NAME_ID = idFor('fixture:hostile-name');

/**
 * The hostile attraction (`hostileName`): a Dublin concert named {@link HOSTILE_NAME}, the most
 * popular attraction of the catalogue, so it is the first card of Ireland's landing (the sandbox's
 * default location), also in the storefront's default category (music). Drawn from a random of its own, after everything else: the other
 * attractions stay as they are with it or without it.
 */
function hostileAttraction(seed: number, today: string): AttractionSeed {
  const random = createRandom(hash(`hostile-name:${seed}`));
  return build(
    {
      template: template('concert'),
      city: city('dublin'),
      name: HOSTILE_NAME,
      venue: 'Dublin Concert Hall',
    },
    today,
    random,
    {
      id: HOSTILE_NAME_ID,
      reviews: 9999,
      saleDays: [{ from: addDays(today, -10), to: addDays(today, 240) }],
      stock: { kind: 'range', min: 10, max: 30, soldOutShare: 0 },
    },
  );
}

/** What {@link generateAttractions} adds to the catalogue on request. */
export interface CatalogExtras {
  /** The hostile attraction ({@link HOSTILE_NAME}). @default false */
  hostileName?: boolean;
}

/**
 * Every attraction of the catalogue: the fixtures, then generated ones until each city has its
 * share, then the edge cases, then what `extras` asks for. Deterministic for a seed and a `today`;
 * ids do not depend on `today`.
 */
export function generateAttractions(
  seed: number,
  today: string,
  extras: CatalogExtras = {},
): AttractionSeed[] {
  const random = createRandom(hash(`attractions:${seed}`));
  const all = fixtures(today, random);
  const names = new Set(all.map((attraction) => `${attraction.city.slug}:${attraction.name}`));
  for (const citySeed of CITIES) {
    const eligible = TEMPLATES.filter((t) => !t.countries || t.countries.includes(citySeed.country));
    const weighted = eligible.flatMap((t) => Array.from({ length: t.weight }, () => t));
    let count = all.filter((attraction) => attraction.city.slug === citySeed.slug).length;
    for (let attempt = 0; count < citySeed.attractions && attempt < 200; attempt++) {
      const chosen = random.pick(weighted);
      const venue = random.pick(chosen.venues(citySeed.names.en));
      const name = random.pick(
        chosen.names({ city: citySeed.names.en, country: citySeed.country, random, venue }),
      );
      const key = `${citySeed.slug}:${name}`;
      if (names.has(key)) continue;
      names.add(key);
      all.push(build({ template: chosen, city: citySeed, name, venue }, today, random));
      count++;
    }
  }
  return [...all, ...edgeCases(seed, today), ...(extras.hostileName ? [hostileAttraction(seed, today)] : [])];
}
