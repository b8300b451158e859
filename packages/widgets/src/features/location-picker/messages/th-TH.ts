import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** th-TH: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'คุณจะไปที่ไหน',
  'location.label': 'เลือกจุดหมายปลายทาง',
  'location.popular': 'ยอดนิยม',
  'location.nearMe': 'ใกล้ฉัน',
  'location.results': '{count, plural, =0 {ไม่พบจุดหมายปลายทาง} other {พบจุดหมายปลายทาง # แห่ง}}',
  'location.searching': 'กำลังค้นหา',
  'location.country': 'ประเทศ',
  'location.city': 'เมือง',
  'location.heading': 'สิ่งที่น่าทำใน',
  'location.typeMore': 'พิมพ์อย่างน้อย 3 ตัวอักษรเพื่อค้นหา',
};
