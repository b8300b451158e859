import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** tr-TR: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Sayfanın bu bölümü gösterilemedi.',
  'page.landing': 'Yapılacak şeyler sayfası',
  'page.search': 'Arama sonuçları sayfası',
  'page.details': 'Etkinlik ayrıntıları sayfası',
  'page.payment': 'Ödeme sayfası',
  'page.help': 'Yardım Merkezi sayfası',
};
