import type { Translations } from '../../../runtime/i18n/catalogue';
import type { navbarSearchMessages } from './en-GB';

/** zh-CN: the navbar search’s texts. */
export const messages: Translations<typeof navbarSearchMessages> = {
  'navbar.search': '搜索',
  'navbar.searchPlaceholder': '搜索景点、城市、国家/地区',
  'navbar.recentSearches': '最近搜索',
  'navbar.popular': '热门',
  'navbar.showAll': '显示所有结果',
  'navbar.searching': '正在搜索',
  'navbar.noResults': '未找到结果',
  'navbar.resultCount': '{count, plural, =0 {未找到结果} other {找到 # 个结果}}',
};
