import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** th-TH: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': 'ค้นหา',
  'navbar.searchPlaceholder': 'ค้นหาสถานที่ท่องเที่ยว เมือง ประเทศ',
  'navbar.recentSearches': 'การค้นหาล่าสุด',
  'navbar.popular': 'ยอดนิยม',
  'navbar.showAll': 'แสดงผลลัพธ์ทั้งหมด',
  'navbar.searching': 'กำลังค้นหา',
  'navbar.noResults': 'ไม่พบผลลัพธ์',
  'navbar.resultCount': '{count, plural, =0 {ไม่พบผลลัพธ์} other {พบ # ผลลัพธ์}}',
};
