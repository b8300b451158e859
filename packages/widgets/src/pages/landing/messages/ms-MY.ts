import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** ms-MY: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Popular di laman kami',
  'landing.showMore': 'Tunjukkan lagi',
  'landing.noSections': 'Tiada tarikan ditemui untuk kriteria anda.',
  'landing.breadcrumbs': 'Lokasi',
};
