import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** zh-CN: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': '此预订组件尚未设置：缺少 {attribute} 属性。',
  'common.errorModal.title': '很抱歉，出了点问题。',
  'common.errorModal.message': '请刷新页面后重试。如果问题仍然存在，请联系我们的',
  'common.errorModal.helpCentre': '帮助中心',
  'common.errorModal.retry': '刷新页面',
  'config.invalid': '此预订组件设置不正确：{attribute} 属性必须是 http 或 https 地址。',
  'error.widgetFailed': '无法显示此预订组件。请刷新页面后重试。',
  'landing.sectionLoading': '正在加载景点',
  'common.basket.empty': '您的购物车是空的',
  'common.basket.tickets': '{count, plural, other {# 张门票}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': '保留时间剩余',
  'common.basket.total': '总计',
  'dates.previousMonth': '上个月',
  'dates.nextMonth': '下个月',
  'dates.available': '可预订',
  'dates.unavailable': '不可预订',
  'card.from': '起价',
  'card.rating': '评分 {rating}（满分 5 分）',
  'image.loading': '正在加载图片...',
  'image.failed': '图片无法加载',
  'footer.opensInNewTab': '（在新标签页中打开）',
  'common.required': '此项为必填项',
  'common.invalidEmail': '请输入有效的电子邮箱地址',
};
