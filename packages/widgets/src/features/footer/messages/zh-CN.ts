import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** zh-CN: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': '条款和条件',
  'footer.privacy': '隐私政策',
  'footer.cookies': 'Cookie 政策',
  'footer.helpCentre': '帮助中心',
  'footer.contact': '联系我们',
  'footer.label': '帮助与联系',
};
