import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** th-TH: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'ตะกร้า',
  'basket.loading': 'กำลังโหลดตะกร้าของคุณ',
  'basket.items': 'รายการในตะกร้าของคุณ',
  'basket.remove': 'นำ {name} ออกจากตะกร้า',
  'basket.checkout': 'ชำระเงิน',
  'basket.close': 'ปิด',
  'basket.addedToBasket': 'เพิ่มลงตะกร้าแล้ว',
  'basket.goToBasket': 'ไปที่ตะกร้า',
  'basket.continueShopping': 'เลือกซื้อต่อ',
  'basket.expiringSoon': 'ตั๋วของคุณสำหรับ {names} จะถูกปล่อยคืนในอีก 1 นาที',
  'basket.expired': 'ตั๋วของคุณสำหรับ {names} ถูกปล่อยคืนและนำออกจากตะกร้าแล้ว',
  'navbar.basket': 'ตะกร้า',
  'navbar.basketCount': '{count, plural, =0 {ตะกร้า, ว่าง} other {ตะกร้า, # รายการ}}',
  'navbar.basketNeedsJavaScript': 'ตะกร้าต้องใช้ JavaScript',
};
