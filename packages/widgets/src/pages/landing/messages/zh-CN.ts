import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** zh-CN: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': '本站热门',
  'landing.showMore': '显示更多',
  'landing.noSections': '未找到符合您条件的景点。',
  'landing.breadcrumbs': '位置',
};
