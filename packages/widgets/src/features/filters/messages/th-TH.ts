import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** th-TH: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': 'เรียงตาม',
  'filters.button': 'ตัวกรอง',
  'filters.title': 'ตัวกรอง',
  'filters.close': 'ปิด',
  'filters.duration': 'ระยะเวลา',
  'filters.price': 'ราคา',
  'filters.category': 'หมวดหมู่',
  'filters.clearAll': 'ล้างทั้งหมด',
  'filters.apply': 'ใช้ตัวกรอง',
  'filters.loading': 'กำลังโหลด',
  'filters.error': 'เกิดข้อผิดพลาด',
  'filters.removeChip': 'ลบตัวกรอง: {label}',
  'filters.activeCount': '{count, plural, =0 {ตัวกรอง} other {ตัวกรอง (#)}}',
  'dates.all': 'ทุกวันที่',
  'dates.calendar': 'ปฏิทิน',
  'dates.reset': 'รีเซ็ต',
  'dates.done': 'เสร็จสิ้น',
  'dates.clear': 'ล้างวันที่',
  'dates.choose': 'เลือกวันที่',
  'filterBar.label': 'กรองสถานที่ท่องเที่ยว',
  'filterBar.activeFilters': 'ตัวกรองที่ใช้อยู่',
  'dates.selected': 'เลือกแล้ว',
  'dates.rangeStart': 'วันที่เริ่มต้น, เลือกแล้ว',
  'dates.rangeEnd': 'วันที่สิ้นสุด, เลือกแล้ว',
  'dates.inRange': 'อยู่ในช่วงที่เลือก',
  'dates.today': 'วันนี้',
};
