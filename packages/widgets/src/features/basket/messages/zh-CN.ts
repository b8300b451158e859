import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** zh-CN: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': '购物车',
  'basket.loading': '正在加载您的购物车',
  'basket.items': '购物车中的商品',
  'basket.remove': '从购物车中移除 {name}',
  'basket.checkout': '去结账',
  'basket.close': '关闭',
  'basket.addedToBasket': '已加入购物车',
  'basket.goToBasket': '前往购物车',
  'basket.continueShopping': '继续购物',
  'basket.expiringSoon': '您的 {names} 门票将在 1 分钟后释放。',
  'basket.expired': '您的 {names} 门票已被释放，并已从购物车中移除。',
  'navbar.basket': '购物车',
  'navbar.basketCount': '{count, plural, =0 {购物车，空} other {购物车，# 件商品}}',
  'navbar.basketNeedsJavaScript': '购物车需要 JavaScript',
};
