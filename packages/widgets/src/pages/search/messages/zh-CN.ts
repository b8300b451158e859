import type { Translations } from '../../../runtime/i18n/catalogue';
import type { searchMessages } from './en-GB';

/** zh-CN: the search page’s texts. */
export const messages: Translations<typeof searchMessages> = {
  'search.showingResultsFor': '“{search}”的搜索结果',
  'search.empty': '未找到符合您条件的景点。',
  'search.backToTop': '返回顶部',
  'search.loadingMore': '正在加载更多景点',
  'search.resultCount': '{count, plural, =0 {未找到景点} other {找到 # 个景点}}',
};
