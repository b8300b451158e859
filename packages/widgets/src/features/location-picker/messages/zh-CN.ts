import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** zh-CN: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': '您要去哪里？',
  'location.label': '选择目的地',
  'location.popular': '热门',
  'location.nearMe': '我附近',
  'location.results': '{count, plural, =0 {未找到目的地} other {找到 # 个目的地}}',
  'location.searching': '正在搜索',
  'location.country': '国家/地区',
  'location.city': '城市',
  'location.heading': '热门玩乐',
  'location.typeMore': '请至少输入 3 个字符进行搜索',
};
