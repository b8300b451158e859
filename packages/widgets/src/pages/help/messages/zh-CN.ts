import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** zh-CN: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': '我需要以下方面的帮助...',
  'help.tab.faqAttractions': '景点',
  'help.tab.faqMusic': '音乐',
  'help.tab.faqTheatres': '剧院',
  'help.tab.faqSports': '体育',
  'help.tab.contact': '联系我们',
  'help.loading': '正在加载帮助内容',
  'help.failed': '此页面无法加载。',
  'help.retry': '重试',
  'help.opensInNewTab': '（在新标签页中打开）',
  'help.contact.title': '联系我们',
  'help.contact.name': '姓名',
  'help.contact.email': '电子邮箱',
  'help.contact.eventName': '活动名称',
  'help.contact.orderReference': '订单编号（选填）',
  'help.contact.subject': '主题',
  'help.contact.subjectPlaceholder': '选择主题',
  'help.contact.subjectsFailed': '无法加载主题。',
  'help.contact.message': '留言',
  'help.contact.submit': '发送',
  'help.contact.success': '谢谢，我们已收到您的咨询',
  'help.contact.browse': '浏览其他活动',
  'help.contact.close': '关闭',
};
