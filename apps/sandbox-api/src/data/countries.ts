/**
 * How a flag is drawn: stripes (horizontal or vertical, with optional weights) and at most one
 * emblem. Simplified on purpose: recognisable at 20 px, generated, and served by the sandbox.
 */
export interface FlagDesign {
  stripes: 'h' | 'v';
  colors: readonly string[];
  weights?: readonly number[];
  emblem?:
    | { kind: 'disc'; color: string; radius?: number; x?: number }
    | { kind: 'star'; color: string }
    | { kind: 'nordic'; color: string; inner?: string }
    | { kind: 'cross'; color: string }
    | { kind: 'canton'; color: string; union?: boolean }
    | { kind: 'union' }
    | { kind: 'hoist-triangle'; color: string }
    | { kind: 'hoist-band'; color: string }
    | { kind: 'crescent'; color: string; background: string }
    | { kind: 'diamond'; color: string; disc: string };
}

/** A country of the billing address and phone-code pickers (`countries/{language_code}`). */
export interface BillingCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Dialling code without the plus. */
  phoneCode: string;
  flag: FlagDesign;
}

const WHITE = '#FFFFFF';
const stripes13 = Array.from({ length: 13 }, (_, i) => (i % 2 ? WHITE : '#B22234'));
const stripes14 = Array.from({ length: 14 }, (_, i) => (i % 2 ? WHITE : '#CC0001'));
const stripes9 = Array.from({ length: 9 }, (_, i) => (i % 2 ? WHITE : '#0D5EAF'));

/** The countries of `countries/{language_code}`: ISO code, dialling code and flag. */
export const BILLING_COUNTRIES: readonly BillingCountry[] = [
  { code: 'IE', phoneCode: '353', flag: { stripes: 'v', colors: ['#169B62', WHITE, '#FF883E'] } },
  { code: 'GB', phoneCode: '44', flag: { stripes: 'h', colors: ['#012169'], emblem: { kind: 'union' } } },
  {
    code: 'US',
    phoneCode: '1',
    flag: { stripes: 'h', colors: stripes13, emblem: { kind: 'canton', color: '#3C3B6E' } },
  },
  {
    code: 'CA',
    phoneCode: '1',
    flag: {
      stripes: 'v',
      colors: ['#D52B1E', WHITE, '#D52B1E'],
      weights: [1, 2, 1],
      emblem: { kind: 'star', color: '#D52B1E' },
    },
  },
  {
    code: 'AU',
    phoneCode: '61',
    flag: { stripes: 'h', colors: ['#012169'], emblem: { kind: 'canton', color: '#012169', union: true } },
  },
  {
    code: 'NZ',
    phoneCode: '64',
    flag: { stripes: 'h', colors: ['#00247D'], emblem: { kind: 'canton', color: '#00247D', union: true } },
  },
  { code: 'DE', phoneCode: '49', flag: { stripes: 'h', colors: ['#000000', '#DD0000', '#FFCE00'] } },
  { code: 'FR', phoneCode: '33', flag: { stripes: 'v', colors: ['#0055A4', WHITE, '#EF4135'] } },
  {
    code: 'ES',
    phoneCode: '34',
    flag: { stripes: 'h', colors: ['#AA151B', '#F1BF00', '#AA151B'], weights: [1, 2, 1] },
  },
  { code: 'IT', phoneCode: '39', flag: { stripes: 'v', colors: ['#009246', WHITE, '#CE2B37'] } },
  {
    code: 'PT',
    phoneCode: '351',
    flag: {
      stripes: 'v',
      colors: ['#006600', '#FF0000'],
      weights: [2, 3],
      emblem: { kind: 'disc', color: '#FFE900', radius: 3.5, x: 12 },
    },
  },
  { code: 'NL', phoneCode: '31', flag: { stripes: 'h', colors: ['#AE1C28', WHITE, '#21468B'] } },
  { code: 'BE', phoneCode: '32', flag: { stripes: 'v', colors: ['#000000', '#FDDA24', '#EF3340'] } },
  { code: 'LU', phoneCode: '352', flag: { stripes: 'h', colors: ['#EF3340', WHITE, '#00A3E0'] } },
  { code: 'AT', phoneCode: '43', flag: { stripes: 'h', colors: ['#C8102E', WHITE, '#C8102E'] } },
  {
    code: 'CH',
    phoneCode: '41',
    flag: { stripes: 'h', colors: ['#D52B1E'], emblem: { kind: 'cross', color: WHITE } },
  },
  {
    code: 'DK',
    phoneCode: '45',
    flag: { stripes: 'h', colors: ['#C8102E'], emblem: { kind: 'nordic', color: WHITE } },
  },
  {
    code: 'SE',
    phoneCode: '46',
    flag: { stripes: 'h', colors: ['#006AA7'], emblem: { kind: 'nordic', color: '#FECC00' } },
  },
  {
    code: 'NO',
    phoneCode: '47',
    flag: { stripes: 'h', colors: ['#BA0C2F'], emblem: { kind: 'nordic', color: WHITE, inner: '#00205B' } },
  },
  {
    code: 'FI',
    phoneCode: '358',
    flag: { stripes: 'h', colors: [WHITE], emblem: { kind: 'nordic', color: '#002F6C' } },
  },
  {
    code: 'IS',
    phoneCode: '354',
    flag: { stripes: 'h', colors: ['#02529C'], emblem: { kind: 'nordic', color: WHITE, inner: '#DC1E35' } },
  },
  { code: 'PL', phoneCode: '48', flag: { stripes: 'h', colors: [WHITE, '#DC143C'] } },
  {
    code: 'CZ',
    phoneCode: '420',
    flag: { stripes: 'h', colors: [WHITE, '#D7141A'], emblem: { kind: 'hoist-triangle', color: '#11457E' } },
  },
  { code: 'SK', phoneCode: '421', flag: { stripes: 'h', colors: [WHITE, '#0B4EA2', '#EE1C25'] } },
  { code: 'HU', phoneCode: '36', flag: { stripes: 'h', colors: ['#CD2A3E', WHITE, '#436F4D'] } },
  { code: 'RO', phoneCode: '40', flag: { stripes: 'v', colors: ['#002B7F', '#FCD116', '#CE1126'] } },
  { code: 'BG', phoneCode: '359', flag: { stripes: 'h', colors: [WHITE, '#00966E', '#D62612'] } },
  { code: 'HR', phoneCode: '385', flag: { stripes: 'h', colors: ['#FF0000', WHITE, '#171796'] } },
  { code: 'SI', phoneCode: '386', flag: { stripes: 'h', colors: [WHITE, '#005DA4', '#ED1C24'] } },
  {
    code: 'GR',
    phoneCode: '30',
    flag: { stripes: 'h', colors: stripes9, emblem: { kind: 'canton', color: '#0D5EAF' } },
  },
  {
    code: 'TR',
    phoneCode: '90',
    flag: {
      stripes: 'h',
      colors: ['#E30A17'],
      emblem: { kind: 'crescent', color: WHITE, background: '#E30A17' },
    },
  },
  { code: 'UA', phoneCode: '380', flag: { stripes: 'h', colors: ['#0057B7', '#FFD700'] } },
  { code: 'EE', phoneCode: '372', flag: { stripes: 'h', colors: ['#0072CE', '#000000', WHITE] } },
  {
    code: 'LV',
    phoneCode: '371',
    flag: { stripes: 'h', colors: ['#9E3039', WHITE, '#9E3039'], weights: [2, 1, 2] },
  },
  { code: 'LT', phoneCode: '370', flag: { stripes: 'h', colors: ['#FDB913', '#006A44', '#C1272D'] } },
  { code: 'MT', phoneCode: '356', flag: { stripes: 'v', colors: [WHITE, '#CF142B'] } },
  {
    code: 'CY',
    phoneCode: '357',
    flag: { stripes: 'h', colors: [WHITE], emblem: { kind: 'disc', color: '#D57800', radius: 4 } },
  },
  {
    code: 'AL',
    phoneCode: '355',
    flag: { stripes: 'h', colors: ['#E41E20'], emblem: { kind: 'disc', color: '#000000', radius: 4 } },
  },
  {
    code: 'AE',
    phoneCode: '971',
    flag: {
      stripes: 'h',
      colors: ['#00732F', WHITE, '#000000'],
      emblem: { kind: 'hoist-band', color: '#FF0000' },
    },
  },
  {
    code: 'SA',
    phoneCode: '966',
    flag: { stripes: 'h', colors: ['#006C35'], emblem: { kind: 'star', color: WHITE } },
  },
  { code: 'QA', phoneCode: '974', flag: { stripes: 'v', colors: [WHITE, '#8A1538'], weights: [1, 3] } },
  {
    code: 'IL',
    phoneCode: '972',
    flag: { stripes: 'h', colors: [WHITE, '#0038B8', WHITE, '#0038B8', WHITE], weights: [1, 1, 4, 1, 1] },
  },
  { code: 'EG', phoneCode: '20', flag: { stripes: 'h', colors: ['#CE1126', WHITE, '#000000'] } },
  {
    code: 'MA',
    phoneCode: '212',
    flag: { stripes: 'h', colors: ['#C1272D'], emblem: { kind: 'star', color: '#006233' } },
  },
  {
    code: 'ZA',
    phoneCode: '27',
    flag: {
      stripes: 'h',
      colors: ['#E03C31', WHITE, '#007749', WHITE, '#001489'],
      weights: [5, 1, 4, 1, 5],
      emblem: { kind: 'hoist-triangle', color: '#000000' },
    },
  },
  { code: 'NG', phoneCode: '234', flag: { stripes: 'v', colors: ['#008751', WHITE, '#008751'] } },
  {
    code: 'KE',
    phoneCode: '254',
    flag: { stripes: 'h', colors: ['#000000', WHITE, '#BB0000', WHITE, '#006600'], weights: [6, 1, 6, 1, 6] },
  },
  {
    code: 'IN',
    phoneCode: '91',
    flag: {
      stripes: 'h',
      colors: ['#FF9933', WHITE, '#138808'],
      emblem: { kind: 'disc', color: '#000080', radius: 2 },
    },
  },
  {
    code: 'CN',
    phoneCode: '86',
    flag: { stripes: 'h', colors: ['#EE1C25'], emblem: { kind: 'star', color: '#FFFF00' } },
  },
  {
    code: 'JP',
    phoneCode: '81',
    flag: { stripes: 'h', colors: [WHITE], emblem: { kind: 'disc', color: '#BC002D', radius: 6 } },
  },
  {
    code: 'KR',
    phoneCode: '82',
    flag: { stripes: 'h', colors: [WHITE], emblem: { kind: 'disc', color: '#CD2E3A', radius: 5 } },
  },
  { code: 'SG', phoneCode: '65', flag: { stripes: 'h', colors: ['#EF3340', WHITE] } },
  {
    code: 'MY',
    phoneCode: '60',
    flag: { stripes: 'h', colors: stripes14, emblem: { kind: 'canton', color: '#010066' } },
  },
  {
    code: 'TH',
    phoneCode: '66',
    flag: {
      stripes: 'h',
      colors: ['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'],
      weights: [1, 1, 2, 1, 1],
    },
  },
  { code: 'ID', phoneCode: '62', flag: { stripes: 'h', colors: ['#FF0000', WHITE] } },
  {
    code: 'PH',
    phoneCode: '63',
    flag: { stripes: 'h', colors: ['#0038A8', '#CE1126'], emblem: { kind: 'hoist-triangle', color: WHITE } },
  },
  {
    code: 'VN',
    phoneCode: '84',
    flag: { stripes: 'h', colors: ['#DA251D'], emblem: { kind: 'star', color: '#FFFF00' } },
  },
  {
    code: 'BR',
    phoneCode: '55',
    flag: {
      stripes: 'h',
      colors: ['#009C3B'],
      emblem: { kind: 'diamond', color: '#FFDF00', disc: '#002776' },
    },
  },
  { code: 'MX', phoneCode: '52', flag: { stripes: 'v', colors: ['#006847', WHITE, '#CE1126'] } },
  {
    code: 'AR',
    phoneCode: '54',
    flag: {
      stripes: 'h',
      colors: ['#74ACDF', WHITE, '#74ACDF'],
      emblem: { kind: 'disc', color: '#F6B40E', radius: 2 },
    },
  },
];

const byCode = new Map(BILLING_COUNTRIES.map((country) => [country.code.toLowerCase(), country]));

/** The billing country with this ISO code (any case). */
export function billingCountry(code: string): BillingCountry | undefined {
  return byCode.get(code.toLowerCase());
}
