import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** it-IT: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'I più popolari sul nostro sito',
  'landing.showMore': 'Mostra altro',
  'landing.noSections': 'Nessuna attrazione corrisponde ai tuoi criteri.',
  'landing.breadcrumbs': 'Luogo',
};
