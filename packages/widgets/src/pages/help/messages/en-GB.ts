/**
 * The English of the help page’s texts, which load with their code. Each other locale translates every
 * key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const helpMessages = {
  'help.tabsLabel': 'I need help with...',
  'help.tab.faqAttractions': 'Attractions',
  'help.tab.faqMusic': 'Music',
  'help.tab.faqTheatres': 'Theatres',
  'help.tab.faqSports': 'Sports',
  'help.tab.contact': 'Contact us',
  'help.loading': 'Loading help content',
  'help.failed': 'This page could not be loaded.',
  'help.retry': 'Try again',
  'help.opensInNewTab': '(opens in a new tab)',
  'help.contact.title': 'Contact us',
  'help.contact.name': 'Name',
  'help.contact.email': 'Email',
  'help.contact.eventName': 'Event name',
  'help.contact.orderReference': 'Order reference (optional)',
  'help.contact.subject': 'Subject',
  'help.contact.subjectPlaceholder': 'Select a subject',
  'help.contact.subjectsFailed': 'The subjects could not be loaded.',
  'help.contact.message': 'Message',
  'help.contact.submit': 'Send',
  'help.contact.success': "Thank you, we've received your query",
  'help.contact.browse': 'Browse other events',
  'help.contact.close': 'Close',
} as const;

/** A key of these texts. */
export type HelpMessageKey = keyof typeof helpMessages;
