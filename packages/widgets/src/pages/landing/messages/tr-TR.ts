import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** tr-TR: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Sitemizde popüler olanlar',
  'landing.showMore': 'Daha fazla göster',
  'landing.noSections': 'Kriterlerinize uygun etkinlik bulunamadı.',
  'landing.breadcrumbs': 'Konum',
};
