import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** ms-MY: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Troli',
  'basket.loading': 'Memuatkan troli anda',
  'basket.items': 'Item dalam troli anda',
  'basket.remove': 'Alih keluar {name} daripada troli',
  'basket.checkout': 'Daftar keluar',
  'basket.close': 'Tutup',
  'basket.addedToBasket': 'Ditambah ke troli',
  'basket.goToBasket': 'Pergi ke troli',
  'basket.continueShopping': 'Teruskan membeli-belah',
  'basket.expiringSoon': 'Tiket anda untuk {names} akan dilepaskan dalam masa 1 minit.',
  'basket.expired': 'Tiket anda untuk {names} telah dilepaskan dan dialih keluar daripada troli anda.',
  'navbar.basket': 'Troli',
  'navbar.basketCount': '{count, plural, =0 {Troli, kosong} other {Troli, # item}}',
  'navbar.basketNeedsJavaScript': 'Troli memerlukan JavaScript',
};
