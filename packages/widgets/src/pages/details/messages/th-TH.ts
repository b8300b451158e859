import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** th-TH: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'เส้นทางนำทาง',
  'details.loading': 'กำลังโหลดสถานที่ท่องเที่ยว',
  'details.photos': 'รูปภาพ',
  'details.showAllPhotos': 'แสดงรูปภาพทั้งหมด {count} รูป',
  'details.photoAlt': '{name}, รูปที่ {position} จาก {total}',
  'details.highlights': 'ไฮไลต์',
  'details.itinerary': 'กำหนดการ',
  'details.duration': 'ระยะเวลา: {duration}',
  'details.durationHours': '{count, plural, other {# ชั่วโมง}}',
  'details.durationMinutes': '{count, plural, other {# นาที}}',
  'details.included': 'สิ่งที่รวมอยู่ในราคา',
  'details.excluded': 'สิ่งที่ไม่รวมอยู่ในราคา',
  'details.departurePoint': 'จุดออกเดินทาง',
  'details.pleaseNote': 'โปรดทราบ',
  'details.cancellation': 'การยกเลิก',
  'details.location': 'ตำแหน่งที่ตั้ง',
  'details.about': 'เกี่ยวกับ',
  'details.seatmap': 'ผังที่นั่ง',
  'details.seatmapCaption': 'ใช้เพื่อประกอบการอธิบายเท่านั้น',
  'details.seatmapAlt': 'ผังที่นั่งของ {venue}',
  'details.otherAttractions': 'สถานที่ท่องเที่ยวอื่นๆ',
  'details.notFound.title': 'เราไม่พบสถานที่ท่องเที่ยวนี้',
  'details.notFound.body': 'อาจไม่มีจำหน่ายแล้ว หรือลิงก์อาจไม่สมบูรณ์',
  'details.notFound.action': 'ดูสถานที่ท่องเที่ยว',
  'viewer.counter': 'รูปภาพ {position}/{total}',
  'viewer.previous': 'รูปก่อนหน้า',
  'viewer.next': 'รูปถัดไป',
  'viewer.close': 'ปิด',
};
