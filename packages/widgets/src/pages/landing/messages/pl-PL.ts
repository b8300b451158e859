import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** pl-PL: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Popularne na naszej stronie',
  'landing.showMore': 'Pokaż więcej',
  'landing.noSections': 'Nie znaleziono atrakcji spełniających Twoje kryteria.',
  'landing.breadcrumbs': 'Lokalizacja',
};
