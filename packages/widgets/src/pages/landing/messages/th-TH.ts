import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** th-TH: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'ยอดนิยมบนเว็บไซต์ของเรา',
  'landing.showMore': 'แสดงเพิ่มเติม',
  'landing.noSections': 'ไม่พบสถานที่ท่องเที่ยวที่ตรงกับเงื่อนไขของคุณ',
  'landing.breadcrumbs': 'ตำแหน่งที่ตั้ง',
};
