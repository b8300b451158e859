import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** th-TH: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': 'แสดงผลการค้นหาสำหรับ {search}',
  'search.empty': 'ไม่พบสถานที่ท่องเที่ยวที่ตรงกับเงื่อนไขของคุณ',
  'search.backToTop': 'กลับไปด้านบน',
  'search.loadingMore': 'กำลังโหลดสถานที่ท่องเที่ยวเพิ่มเติม',
  'search.resultCount': '{count, plural, =0 {ไม่พบสถานที่ท่องเที่ยว} other {พบสถานที่ท่องเที่ยว # แห่ง}}',
};
