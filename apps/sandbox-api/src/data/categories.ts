import type { Label } from './i18n';

/** A subcategory, with a third level where the catalogue has one (tours: walking, boat trips…). */
export interface SubcategorySeed {
  slug: string;
  name: Label;
  subcategories?: ReadonlyArray<{ slug: string; name: Label }>;
}

/** A node of the category tree; the top level is one of the four card categories. */
export interface CategorySeed {
  slug: string;
  name: Label;
  subcategories: readonly SubcategorySeed[];
}

/** The card categories of spec 1 §1 and their subcategories. */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    slug: 'activity',
    name: { en: 'Activities', de: 'Aktivitäten', fr: 'Activités', es: 'Actividades', da: 'Aktiviteter' },
    subcategories: [
      {
        slug: 'tours',
        name: {
          en: 'Tours & sightseeing',
          de: 'Touren & Sightseeing',
          fr: 'Visites guidées',
          es: 'Tours y visitas',
          da: 'Ture og seværdigheder',
        },
        // The third level (spec 1 §4: the tree nests): a client must not assume two levels.
        subcategories: [
          {
            slug: 'walking-tours',
            name: {
              en: 'Walking tours',
              de: 'Stadtführungen zu Fuß',
              fr: 'Visites à pied',
              es: 'Visitas a pie',
              da: 'Gåture',
            },
          },
          {
            slug: 'sightseeing',
            name: {
              en: 'Bike & bus tours',
              de: 'Rad- & Bustouren',
              fr: 'Vélo et bus',
              es: 'En bici y en autobús',
              da: 'Cykel- og busture',
            },
          },
          {
            slug: 'day-trips',
            name: {
              en: 'Day trips',
              de: 'Tagesausflüge',
              fr: 'Excursions',
              es: 'Excursiones',
              da: 'Dagsture',
            },
          },
          {
            slug: 'boat-trips',
            name: {
              en: 'Boat trips',
              de: 'Bootstouren',
              fr: 'Excursions en bateau',
              es: 'Paseos en barco',
              da: 'Bådture',
            },
          },
        ],
      },
      {
        slug: 'museums',
        name: {
          en: 'Museums & landmarks',
          de: 'Museen & Sehenswürdigkeiten',
          fr: 'Musées et monuments',
          es: 'Museos y monumentos',
          da: 'Museer og vartegn',
        },
      },
      {
        slug: 'outdoor',
        name: {
          en: 'Outdoor & adventure',
          de: 'Outdoor & Abenteuer',
          fr: 'Plein air et aventure',
          es: 'Aire libre y aventura',
          da: 'Udendørs og eventyr',
        },
      },
      {
        slug: 'food-drink',
        name: {
          en: 'Food & drink',
          de: 'Essen & Trinken',
          fr: 'Gastronomie',
          es: 'Comida y bebida',
          da: 'Mad og drikke',
        },
      },
    ],
  },
  {
    slug: 'music',
    name: { en: 'Music', de: 'Musik', fr: 'Musique', es: 'Música', da: 'Musik' },
    subcategories: [
      {
        slug: 'concerts',
        name: { en: 'Concerts', de: 'Konzerte', fr: 'Concerts', es: 'Conciertos', da: 'Koncerter' },
      },
      {
        slug: 'festivals',
        name: { en: 'Festivals', de: 'Festivals', fr: 'Festivals', es: 'Festivales', da: 'Festivaler' },
      },
      {
        slug: 'classical',
        name: {
          en: 'Classical & opera',
          de: 'Klassik & Oper',
          fr: 'Classique et opéra',
          es: 'Clásica y ópera',
          da: 'Klassisk og opera',
        },
      },
      {
        slug: 'traditional',
        name: {
          en: 'Traditional & folk',
          de: 'Volksmusik',
          fr: 'Musique traditionnelle',
          es: 'Música tradicional',
          da: 'Folkemusik',
        },
      },
    ],
  },
  {
    slug: 'sport',
    name: { en: 'Sport', de: 'Sport', fr: 'Sport', es: 'Deporte', da: 'Sport' },
    subcategories: [
      {
        slug: 'football',
        name: { en: 'Football', de: 'Fußball', fr: 'Football', es: 'Fútbol', da: 'Fodbold' },
      },
      { slug: 'rugby', name: { en: 'Rugby', de: 'Rugby', fr: 'Rugby', es: 'Rugby', da: 'Rugby' } },
      {
        slug: 'gaelic-games',
        name: {
          en: 'Gaelic games',
          de: 'Gälische Spiele',
          fr: 'Sports gaéliques',
          es: 'Deportes gaélicos',
          da: 'Galliske sportsgrene',
        },
      },
      { slug: 'tennis', name: { en: 'Tennis', de: 'Tennis', fr: 'Tennis', es: 'Tenis', da: 'Tennis' } },
      {
        slug: 'stadium-tours',
        name: {
          en: 'Stadium tours',
          de: 'Stadionführungen',
          fr: 'Visites de stades',
          es: 'Visitas a estadios',
          da: 'Stadionture',
        },
      },
    ],
  },
  {
    slug: 'theatre',
    name: { en: 'Theatre', de: 'Theater', fr: 'Théâtre', es: 'Teatro', da: 'Teater' },
    subcategories: [
      {
        slug: 'musicals',
        name: { en: 'Musicals', de: 'Musicals', fr: 'Comédies musicales', es: 'Musicales', da: 'Musicals' },
      },
      { slug: 'drama', name: { en: 'Drama', de: 'Schauspiel', fr: 'Drame', es: 'Drama', da: 'Skuespil' } },
      { slug: 'comedy', name: { en: 'Comedy', de: 'Comedy', fr: 'Humour', es: 'Comedia', da: 'Comedy' } },
      {
        slug: 'dance',
        name: {
          en: 'Dance & ballet',
          de: 'Tanz & Ballett',
          fr: 'Danse et ballet',
          es: 'Danza y ballet',
          da: 'Dans og ballet',
        },
      },
    ],
  },
];

/** The third-level category of each tour template (others have none). */
export const TOPIC_OF_TEMPLATE: Readonly<Record<string, string>> = {
  'walking-tour': 'walking-tours',
  'bike-bus': 'sightseeing',
  'day-trip': 'day-trips',
  'island-hop': 'boat-trips',
};
