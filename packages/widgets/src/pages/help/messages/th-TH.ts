import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** th-TH: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'ฉันต้องการความช่วยเหลือเรื่อง...',
  'help.tab.faqAttractions': 'สถานที่ท่องเที่ยว',
  'help.tab.faqMusic': 'ดนตรี',
  'help.tab.faqTheatres': 'โรงละคร',
  'help.tab.faqSports': 'กีฬา',
  'help.tab.contact': 'ติดต่อเรา',
  'help.loading': 'กำลังโหลดเนื้อหาความช่วยเหลือ',
  'help.failed': 'ไม่สามารถโหลดหน้านี้ได้',
  'help.retry': 'ลองอีกครั้ง',
  'help.opensInNewTab': '(เปิดในแท็บใหม่)',
  'help.contact.title': 'ติดต่อเรา',
  'help.contact.name': 'ชื่อ',
  'help.contact.email': 'อีเมล',
  'help.contact.eventName': 'ชื่อกิจกรรม',
  'help.contact.orderReference': 'หมายเลขคำสั่งซื้อ (ไม่บังคับ)',
  'help.contact.subject': 'หัวข้อ',
  'help.contact.subjectPlaceholder': 'เลือกหัวข้อ',
  'help.contact.subjectsFailed': 'ไม่สามารถโหลดหัวข้อได้',
  'help.contact.message': 'ข้อความ',
  'help.contact.submit': 'ส่ง',
  'help.contact.success': 'ขอบคุณ เราได้รับคำถามของคุณแล้ว',
  'help.contact.browse': 'ดูกิจกรรมอื่นๆ',
  'help.contact.close': 'ปิด',
};
