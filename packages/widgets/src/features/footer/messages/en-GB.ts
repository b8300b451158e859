/**
 * The English of the footer’s texts, which load with their code. Each other locale translates every
 * key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const footerMessages = {
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Help Centre',
  'footer.contact': 'Contact us',
  'footer.label': 'Help and contact',
} as const;

/** A key of these texts. */
export type FooterMessageKey = keyof typeof footerMessages;
