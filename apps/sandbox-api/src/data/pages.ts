import type { Page, PageItem, PageSection, SupportSubject } from '@coras/api-client';
import { categoryName } from './categories';
import { type Translated, t } from './i18n';

// Help-centre content as the distributor's editors write it: HTML with the special links the
// widget intercepts (spec 2 §2) and, on the cookies page, a hostile snippet the widget must
// neutralise. The links' targets are listed once here so tests can assert them.

/** The special links of spec 2 §2, each present in at least one page. */
export const SPECIAL_LINKS = {
  contact: '#contact-link',
  microsite: '#microsite-link',
  checkin: '#checkin-link',
  privacyPolicy: '#privacy-policy-link',
  relative: '/help/gift-vouchers',
  http: 'https://www.example.com/partners',
} as const;

/** The hostile HTML on the cookies page: an `onerror` handler and a `javascript:` link. */
export const HOSTILE_SNIPPET =
  '<img src=x onerror="alert(\'sandbox-xss\')"><a href="javascript:alert(document.cookie)">Manage cookie settings</a>';

const faq = (header: string, content: string): PageItem => ({ header, content });

interface PageSeed {
  title: Translated;
  sections: PageSection[];
}

const contactLine = `<p>Still stuck? <a href="${SPECIAL_LINKS.contact}">Contact our help centre</a> and we will reply within one working day.</p>`;

const PAGES: Record<string, PageSeed> = {
  'faq-attractions': {
    title: {
      en: 'Attractions and tours',
      de: 'Attraktionen und Touren',
      fr: 'Activités et visites',
      es: 'Atracciones y tours',
      da: 'Attraktioner og ture',
      is: 'Afþreying og ferðir',
      it: 'Attrazioni e tour',
      ms: 'Tarikan dan lawatan',
      nb: 'Attraksjoner og turer',
      pl: 'Atrakcje i wycieczki',
      pt: 'Atrações e passeios',
      sv: 'Attraktioner och turer',
      th: 'สถานที่ท่องเที่ยวและทัวร์',
      tr: 'Gezilecek yerler ve turlar',
      zh: '景点与游览',
    },
    sections: [
      {
        name: 'Booking',
        items: [
          faq(
            'How do I book tickets?',
            '<p>Choose a date, pick your tickets and press <strong>Check Availability</strong>. Add an option to your basket and check out within 15 minutes.</p>',
          ),
          faq(
            'How long are tickets held in my basket?',
            '<p>Tickets are held for 15 minutes. The countdown in your basket shows the time left.</p>',
          ),
          faq(
            'Can I book for a large group?',
            `<p>Up to the limit shown on each attraction. For larger groups, <a href="${SPECIAL_LINKS.contact}">contact us</a>.</p>`,
          ),
        ],
      },
      {
        name: 'On the day',
        items: [
          faq(
            'Do I need to print my ticket?',
            `<p>No. Show the ticket on your phone, or <a href="${SPECIAL_LINKS.checkin}">check in online</a> before you go.</p>`,
          ),
          faq(
            'Where do I meet the guide?',
            '<p>The departure point is on the attraction page and in your confirmation email.</p>',
          ),
          faq(
            'Can I buy a gift voucher?',
            `<p>Yes: see <a href="${SPECIAL_LINKS.relative}">gift vouchers</a>.</p>`,
          ),
        ],
      },
    ],
  },
  'faq-music': {
    title: {
      en: 'Music and concerts',
      de: 'Musik und Konzerte',
      fr: 'Musique et concerts',
      es: 'Música y conciertos',
      da: 'Musik og koncerter',
      is: 'Tónlist og tónleikar',
      it: 'Musica e concerti',
      ms: 'Muzik dan konsert',
      nb: 'Musikk og konserter',
      pl: 'Muzyka i koncerty',
      pt: 'Música e concertos',
      sv: 'Musik och konserter',
      th: 'ดนตรีและคอนเสิร์ต',
      tr: 'Müzik ve konserler',
      zh: '音乐与音乐会',
    },
    sections: [
      {
        name: 'Concert tickets',
        items: [
          faq(
            'Are standing tickets numbered?',
            '<p>No, standing tickets give access to the standing area on a first-come basis.</p>',
          ),
          faq(
            'What if the concert is cancelled?',
            '<p>You get a full refund to your card within 14 days.</p>',
          ),
          faq(
            'Where can I find more concerts?',
            `<p>Browse <a href="${SPECIAL_LINKS.microsite}">all upcoming events</a>.</p>`,
          ),
        ],
      },
    ],
  },
  'faq-theatres': {
    title: categoryName('theatre'),
    sections: [
      {
        name: 'Seats',
        items: [
          faq(
            'Can I choose my seat?',
            '<p>You choose a section; the best available seats in it are allocated together.</p>',
          ),
          faq('Is the seat map exact?', '<p>The seat map is for illustrative purposes only.</p>'),
        ],
      },
      {
        name: 'Accessibility',
        items: [
          faq(
            'Are theatres accessible?',
            `<p>Most are. <a href="${SPECIAL_LINKS.contact}">Tell us what you need</a> before you book.</p>`,
          ),
        ],
      },
    ],
  },
  'faq-sports': {
    title: categoryName('sport'),
    sections: [
      {
        name: 'Match tickets',
        items: [
          faq(
            'Why do I need the names of all attendees?',
            '<p>Clubs issue named tickets for safety reasons; bring photo ID.</p>',
          ),
          faq(
            'What happens if a match is postponed?',
            '<p>Your tickets are valid for the new date, or refunded if you cannot attend.</p>',
          ),
          faq(
            'Where is the stadium information?',
            `<p>On the <a href="${SPECIAL_LINKS.http}">partner site</a>.</p>`,
          ),
        ],
      },
    ],
  },
  cookies: {
    title: {
      en: 'Cookie policy',
      de: 'Cookie-Richtlinie',
      fr: 'Politique relative aux cookies',
      es: 'Política de cookies',
      da: 'Cookiepolitik',
      is: 'Vafrakökustefna',
      it: 'Informativa sui cookie',
      ms: 'Dasar kuki',
      nb: 'Retningslinjer for informasjonskapsler',
      pl: 'Polityka plików cookie',
      pt: 'Política de cookies',
      sv: 'Cookiepolicy',
      th: 'นโยบายคุกกี้',
      tr: 'Çerez politikası',
      zh: 'Cookie 政策',
    },
    sections: [
      { name: 'What cookies are', content: '<p>Cookies are small text files stored by your browser.</p>' },
      {
        name: 'The cookies we use',
        content: '<p>We use a <code>booking-session</code> cookie to keep your basket for 20 minutes.</p>',
        items: [
          { header: 'Strictly necessary', content: '<p>The booking session. It cannot be switched off.</p>' },
          { header: 'Preferences', content: '<p>Your language and currency.</p>' },
        ],
      },
      { name: 'Your choices', content: `<p>You can change your choices at any time. ${HOSTILE_SNIPPET}</p>` },
      {
        name: 'More',
        content: `<p>See our <a href="${SPECIAL_LINKS.privacyPolicy}">privacy policy</a>.</p>`,
      },
    ],
  },
  'privacy-policy': {
    title: {
      en: 'Privacy policy',
      de: 'Datenschutzerklärung',
      fr: 'Politique de confidentialité',
      es: 'Política de privacidad',
      da: 'Privatlivspolitik',
      is: 'Persónuverndarstefna',
      it: 'Informativa sulla privacy',
      ms: 'Dasar privasi',
      nb: 'Personvernerklæring',
      pl: 'Polityka prywatności',
      pt: 'Política de privacidade',
      sv: 'Integritetspolicy',
      th: 'นโยบายความเป็นส่วนตัว',
      tr: 'Gizlilik politikası',
      zh: '隐私政策',
    },
    sections: [
      {
        name: 'Who we are',
        content: '<p>We sell tickets on behalf of the attractions listed on this site.</p>',
      },
      {
        name: 'What we collect',
        content: '<p>Your name, email, phone number and the details an attraction requires.</p>',
      },
      {
        name: 'Your rights',
        content: `<p>To see or delete your data, <a href="${SPECIAL_LINKS.contact}">contact us</a>.</p>`,
      },
    ],
  },
  'terms-and-conditions': {
    title: {
      en: 'Terms and conditions',
      de: 'Allgemeine Geschäftsbedingungen',
      fr: 'Conditions générales',
      es: 'Términos y condiciones',
      da: 'Handelsbetingelser',
      is: 'Skilmálar',
      it: 'Termini e condizioni',
      ms: 'Terma dan syarat',
      nb: 'Vilkår og betingelser',
      pl: 'Regulamin',
      pt: 'Termos e condições',
      sv: 'Allmänna villkor',
      th: 'ข้อกำหนดและเงื่อนไข',
      tr: 'Şartlar ve koşullar',
      zh: '条款与条件',
    },
    sections: [
      { name: 'Bookings', content: '<p>A booking is confirmed when you receive the confirmation email.</p>' },
      { name: 'Prices', content: '<p>Prices include taxes and a booking fee per ticket.</p>' },
      {
        name: 'Changes and cancellations',
        content: `<p>See each attraction’s cancellation policy, our <a href="${SPECIAL_LINKS.privacyPolicy}">privacy policy</a> and <a href="${SPECIAL_LINKS.microsite}">the event list</a>.</p>`,
      },
      { name: 'Contact', content: contactLine },
    ],
  },
};

/** Every page slug the sandbox serves. */
export const PAGE_SLUGS = Object.keys(PAGES);

/** The page `slug` in `language`, or undefined. */
export function page(slug: string, language: string): Page | undefined {
  const seed = PAGES[slug];
  if (!seed) return undefined;
  return { slug, title: t(seed.title, language), content: { sections: seed.sections } };
}

const SUBJECTS: ReadonlyArray<{ value: string; label: Translated }> = [
  {
    value: 'booking',
    label: {
      en: 'A booking I made',
      de: 'Eine Buchung',
      fr: 'Une réservation',
      es: 'Una reserva',
      da: 'En booking, jeg har foretaget',
      is: 'Bókun sem ég gerði',
      it: 'Una mia prenotazione',
      ms: 'Tempahan yang saya buat',
      nb: 'En bestilling jeg har gjort',
      pl: 'Moja rezerwacja',
      pt: 'Uma reserva que fiz',
      sv: 'En bokning jag har gjort',
      th: 'การจองของฉัน',
      tr: 'Yaptığım bir rezervasyon',
      zh: '我的预订',
    },
  },
  {
    value: 'payment',
    label: {
      en: 'Payment and refunds',
      de: 'Zahlung und Erstattung',
      fr: 'Paiement et remboursement',
      es: 'Pago y reembolsos',
      da: 'Betaling og refusion',
      is: 'Greiðslur og endurgreiðslur',
      it: 'Pagamenti e rimborsi',
      ms: 'Pembayaran dan bayaran balik',
      nb: 'Betaling og refusjon',
      pl: 'Płatności i zwroty',
      pt: 'Pagamentos e reembolsos',
      sv: 'Betalning och återbetalning',
      th: 'การชำระเงินและการคืนเงิน',
      tr: 'Ödeme ve iadeler',
      zh: '付款与退款',
    },
  },
  {
    value: 'change',
    label: {
      en: 'Changing or cancelling',
      de: 'Ändern oder stornieren',
      fr: 'Modifier ou annuler',
      es: 'Cambiar o cancelar',
      da: 'Ændring eller afbestilling',
      is: 'Breyting eða afbókun',
      it: 'Modifica o cancellazione',
      ms: 'Menukar atau membatalkan',
      nb: 'Endring eller avbestilling',
      pl: 'Zmiana lub anulowanie',
      pt: 'Alterar ou cancelar',
      sv: 'Ändra eller avboka',
      th: 'การเปลี่ยนแปลงหรือยกเลิก',
      tr: 'Değiştirme veya iptal',
      zh: '更改或取消',
    },
  },
  {
    value: 'tickets',
    label: {
      en: 'I have not received my tickets',
      de: 'Keine Tickets erhalten',
      fr: 'Billets non reçus',
      es: 'No he recibido mis entradas',
      da: 'Jeg har ikke modtaget mine billetter',
      is: 'Ég hef ekki fengið miðana mína',
      it: 'Non ho ricevuto i biglietti',
      ms: 'Saya belum menerima tiket saya',
      nb: 'Jeg har ikke mottatt billettene mine',
      pl: 'Nie otrzymałem biletów',
      pt: 'Não recebi os meus bilhetes',
      sv: 'Jag har inte fått mina biljetter',
      th: 'ฉันยังไม่ได้รับตั๋ว',
      tr: 'Biletlerimi almadım',
      zh: '我没有收到门票',
    },
  },
  {
    value: 'accessibility',
    label: {
      en: 'Accessibility',
      de: 'Barrierefreiheit',
      fr: 'Accessibilité',
      es: 'Accesibilidad',
      da: 'Tilgængelighed',
      is: 'Aðgengi',
      it: 'Accessibilità',
      ms: 'Kebolehcapaian',
      nb: 'Tilgjengelighet',
      pl: 'Dostępność',
      pt: 'Acessibilidade',
      sv: 'Tillgänglighet',
      th: 'การเข้าถึง',
      tr: 'Erişilebilirlik',
      zh: '无障碍',
    },
  },
  {
    value: 'other',
    label: {
      en: 'Something else',
      de: 'Etwas anderes',
      fr: 'Autre chose',
      es: 'Otra cosa',
      da: 'Noget andet',
      is: 'Eitthvað annað',
      it: 'Altro',
      ms: 'Perkara lain',
      nb: 'Noe annet',
      pl: 'Coś innego',
      pt: 'Outro assunto',
      sv: 'Något annat',
      th: 'เรื่องอื่น ๆ',
      tr: 'Başka bir konu',
      zh: '其他',
    },
  },
];

/** The contact form's subjects in `language`. */
export function supportSubjects(language: string): SupportSubject[] {
  return SUBJECTS.map((subject) => ({ value: subject.value, label: t(subject.label, language) }));
}
