import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** zh-CN: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': '页面的这一部分无法显示。',
  'page.landing': '活动页面',
  'page.search': '搜索结果页面',
  'page.details': '景点详情页面',
  'page.payment': '结账页面',
  'page.help': '帮助中心页面',
};
