import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** th-TH: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': 'ผังที่นั่ง',
  'seatingChart.loading': 'กำลังโหลดผังที่นั่ง',
  'seatingChart.couldNotLoad': 'ไม่สามารถโหลด {url} ได้',
  'seatingChart.alternative': 'เลือกที่นั่งบนผังเพื่อเลือกโซนของที่นั่งนั้น หรือเลือกโซนจากรายการด้านบน',
  'seatingChart.seatSelected': 'เลือกที่นั่ง {seat} แล้ว: {section}',
  'seatingChart.seatDeselected': 'ยกเลิกการเลือกที่นั่ง {seat} แล้ว',
  'seatingChart.noTickets': 'ไม่มีบัตรในโซน {section} สำหรับรอบการแสดงนี้ โปรดเลือกโซนจากรายการด้านบน',
};
