import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** th-TH: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'วิดเจ็ตการจองนี้ยังไม่ได้ตั้งค่า: ไม่มีแอตทริบิวต์ {attribute}',
  'common.errorModal.title': 'ขออภัย เกิดข้อผิดพลาดบางอย่าง',
  'common.errorModal.message': 'โปรดรีเฟรชหน้าแล้วลองอีกครั้ง หากยังพบปัญหา โปรดติดต่อ',
  'common.errorModal.helpCentre': 'ศูนย์ช่วยเหลือของเรา',
  'common.errorModal.retry': 'รีเฟรชหน้า',
  'config.invalid': 'วิดเจ็ตการจองนี้ตั้งค่าไม่ถูกต้อง: แอตทริบิวต์ {attribute} ต้องเป็นที่อยู่ http หรือ https',
  'error.widgetFailed': 'ไม่สามารถแสดงวิดเจ็ตการจองนี้ได้ โปรดรีเฟรชหน้าแล้วลองอีกครั้ง',
  'landing.sectionLoading': 'กำลังโหลดสถานที่ท่องเที่ยว',
  'common.basket.empty': 'ตะกร้าของคุณว่างเปล่า',
  'common.basket.tickets': '{count, plural, other {ตั๋ว # ใบ}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'กันที่ไว้อีก',
  'common.basket.total': 'ยอดรวม',
  'dates.previousMonth': 'เดือนก่อนหน้า',
  'dates.nextMonth': 'เดือนถัดไป',
  'dates.available': 'ว่าง',
  'dates.unavailable': 'ไม่ว่าง',
  'card.from': 'เริ่มต้น',
  'card.rating': 'คะแนน {rating} จาก 5',
  'image.loading': 'กำลังโหลดรูปภาพ...',
  'image.failed': 'ไม่สามารถโหลดรูปภาพได้',
  'footer.opensInNewTab': '(เปิดในแท็บใหม่)',
  'common.required': 'ช่องนี้จำเป็นต้องกรอก',
  'common.invalidEmail': 'โปรดป้อนอีเมลที่ถูกต้อง',
};
