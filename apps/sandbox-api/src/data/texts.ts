import type { Random } from '../random';

// Editorial copy for generated attractions. HTML fields hold the small subset the real editors
// use (p, ul, ol, li, strong, em, a), so the widget's sanitiser and hide-when-blank rules see
// realistic input.

const list = (tag: 'ul' | 'ol', items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;

const HIGHLIGHTS: Record<string, readonly string[]> = {
  tours: [
    'Walk the cobbled lanes of the old quarter with a local guide',
    'Hear the stories behind the city’s most famous landmarks',
    'Stop for photos at the best viewpoints',
    'Small groups for a personal experience',
    'Get tips for restaurants and bars from a local',
  ],
  museums: [
    'Skip the ticket queue with a timed entry',
    'See the permanent collection and this season’s exhibition',
    'Free audio guide in 8 languages',
    'Step-free access to every gallery',
  ],
  outdoor: [
    'All safety equipment included',
    'Certified instructors with years of experience',
    'Breathtaking views you cannot reach by road',
    'Suitable for beginners',
  ],
  'food-drink': [
    'Taste seasonal specialities from independent producers',
    'Meet the people who make them',
    'Learn the history of the region’s food culture',
    'Generous tastings: come hungry',
  ],
  festivals: ['Three stages of live music', 'Street food and craft stalls', 'Family area with activities'],
  traditional: ['Live musicians every night', 'Learn a few steps from the dancers', 'A proper local welcome'],
  'stadium-tours': [
    'Visit the dressing rooms and the players’ tunnel',
    'Sit in the dugout',
    'Museum entry included',
  ],
};

const SUMMARIES = [
  'A relaxed introduction to the city with a guide who loves it.',
  'Everything you hoped to see, in one unhurried morning.',
  'The best way to spend an afternoon if you only have a day.',
  'An evening you will talk about for years.',
  'Small group, big stories and plenty of time for photos.',
];

/** The copy of one attraction, before blanking rules are applied. */
export interface AttractionTexts {
  description: string;
  summary: string;
  highlights: string;
  itinerary: string;
  included: string;
  excluded: string;
  departure_point: string;
  please_note: string;
  cancellation_policy: string;
}

/** What the copy is about. */
export interface TextSubject {
  name: string;
  type: 'TOUR' | 'THEATER';
  subcategory: string;
  city: string;
  venue: string;
  address: string;
  durationMinutes: number;
  slots: readonly string[];
}

/** Generated copy for an attraction; `long` multiplies it to exercise excerpts and layout. */
export function attractionTexts(subject: TextSubject, random: Random, long = false): AttractionTexts {
  const { name, city, venue, address } = subject;
  const paragraphs =
    subject.type === 'THEATER'
      ? [
          `<p><strong>${name}</strong> comes to ${venue} in ${city}. Book early: the best seats go first.</p>`,
          '<p>Doors open 45 minutes before the performance. Latecomers are admitted at a suitable break.</p>',
          `<p>${venue} is a short walk from the centre of ${city}, with a bar and a cloakroom on every level.</p>`,
        ]
      : [
          `<p>Discover ${city} on <strong>${name}</strong>. ${random.pick(SUMMARIES)}</p>`,
          `<p>Your guide meets you at ${address} and leads the way; the experience lasts about ${Math.round(subject.durationMinutes / 6) / 10} hours.</p>`,
          '<p>Wear comfortable shoes and bring a rain jacket: the weather changes quickly here.</p>',
        ];
  const longTail = long
    ? Array.from(
        { length: 8 },
        (_, i) =>
          `<p>Part ${i + 1}. ${'This paragraph is deliberately long so that excerpts, line clamps and accordions are exercised with real volume of text, including a very long German word: Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen. '.repeat(3)}</p>`,
      )
    : [];
  const pool = HIGHLIGHTS[subject.subcategory] ?? HIGHLIGHTS.tours ?? [];
  const stops = [
    'Meet your guide',
    'First stop and a short story',
    'Free time for photos',
    'Coffee break',
    'Finish near the centre',
  ];
  return {
    description: [...paragraphs, ...longTail].join(''),
    summary: long
      ? `${random.pick(SUMMARIES)} ${'And there is more to say, because this summary is long on purpose. '.repeat(4)}`.trim()
      : random.pick(SUMMARIES),
    highlights: list('ul', random.sample(pool, Math.min(pool.length, random.int(3, 5)))),
    itinerary:
      subject.type === 'TOUR'
        ? list(
            'ol',
            stops.slice(0, random.int(3, 5)).map((stop, i) => `<strong>Stop ${i + 1}</strong>: ${stop}`),
          )
        : '',
    included: list(
      'ul',
      random.sample(
        ['Local guide', 'Entry tickets', 'Tastings', 'Equipment', 'Hotel pickup', 'Bottled water'],
        3,
      ),
    ),
    excluded: list(
      'ul',
      random.sample(
        ['Gratuities', 'Food and drinks', 'Transport to the meeting point', 'Souvenir photos'],
        2,
      ),
    ),
    departure_point: `<p>${address}, ${city}.${subject.type === 'TOUR' ? ' Look for the guide with the orange umbrella.' : ''}</p>`,
    please_note: random.pick([
      '<p>Not wheelchair accessible.</p>',
      '<p>Children under 16 must be accompanied by an adult.</p>',
      '<p>Please arrive 15 minutes before the start time.</p>',
      '<p>This activity runs in all weathers.</p>',
    ]),
    cancellation_policy: random.pick([
      '<p>Free cancellation up to 24 hours before the start. No refund after that.</p>',
      '<p>Tickets are non-refundable but can be exchanged for another date up to 48 hours before.</p>',
      '<p>Full refund if the event is cancelled by the organiser.</p>',
    ]),
  };
}
