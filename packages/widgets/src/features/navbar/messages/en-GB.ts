/**
 * The English of the navbar’s and its mobile menu’s texts, which load with their code. Each other
 * locale translates every key beside this file (`<locale>.ts`, typed against it: a missing key is a
 * type error).
 */
export const navbarMessages = {
  'navbar.language': 'Language',
  'navbar.currency': 'Currency',
  'navbar.menu': 'Menu',
  'navbar.label': 'Main',
  'navbar.closeMenu': 'Close menu',
  'navbar.back': 'Back',
} as const;

/** A key of these texts. */
export type NavbarMessageKey = keyof typeof navbarMessages;
