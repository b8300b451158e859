import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** th-TH: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'ไม่สามารถแสดงส่วนนี้ของหน้าได้',
  'page.landing': 'หน้าสิ่งที่น่าทำ',
  'page.search': 'หน้าผลการค้นหา',
  'page.details': 'หน้ารายละเอียดสถานที่ท่องเที่ยว',
  'page.payment': 'หน้าชำระเงิน',
  'page.help': 'หน้าศูนย์ช่วยเหลือ',
};
