import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarMessages } from './en-GB';

/** zh-CN: the navbar’s and its mobile menu’s texts. */
export const messages: Translations<typeof navbarMessages> = {
  'navbar.language': '语言',
  'navbar.currency': '货币',
  'navbar.menu': '菜单',
  'navbar.closeMenu': '关闭菜单',
  'navbar.back': '返回',
  'navbar.label': '主导航',
};
