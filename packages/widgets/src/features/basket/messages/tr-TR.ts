import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** tr-TR: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Sepet',
  'basket.loading': 'Sepetiniz yükleniyor',
  'basket.items': 'Sepetinizdeki ürünler',
  'basket.remove': 'Sepetten kaldır: {name}',
  'basket.checkout': 'Ödemeye geç',
  'basket.close': 'Kapat',
  'basket.addedToBasket': 'Sepete eklendi',
  'basket.goToBasket': 'Sepete git',
  'basket.continueShopping': 'Alışverişe devam et',
  'basket.expiringSoon': '{names} için biletleriniz 1 dakika içinde serbest bırakılacak.',
  'basket.expired': '{names} için biletleriniz serbest bırakıldı ve sepetinizden kaldırıldı.',
  'navbar.basket': 'Sepet',
  'navbar.basketCount': '{count, plural, =0 {Sepet, boş} one {Sepet, # ürün} other {Sepet, # ürün}}',
  'navbar.basketNeedsJavaScript': 'Sepet için JavaScript gerekir',
};
