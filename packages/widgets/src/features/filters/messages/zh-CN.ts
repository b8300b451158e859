import type { Translations } from '../../../runtime/i18n/catalogue';
import type { filtersMessages } from './en-GB';

/** zh-CN: the filter bar’s, the filters drawer’s, the sorting’s and the dates calendar’s texts. */
export const messages: Translations<typeof filtersMessages> = {
  'filters.sortBy': '排序方式',
  'filters.button': '筛选',
  'filters.title': '筛选',
  'filters.close': '关闭',
  'filters.duration': '时长',
  'filters.price': '价格',
  'filters.category': '类别',
  'filters.clearAll': '全部清除',
  'filters.apply': '应用筛选',
  'filters.loading': '正在加载',
  'filters.error': '出错',
  'filters.removeChip': '移除筛选条件：{label}',
  'filters.activeCount': '{count, plural, =0 {筛选} other {筛选 (#)}}',
  'dates.all': '所有日期',
  'dates.calendar': '日历',
  'dates.reset': '重置',
  'dates.done': '完成',
  'dates.clear': '清除日期',
  'dates.choose': '选择日期',
  'filterBar.label': '筛选景点',
  'filterBar.activeFilters': '已选筛选条件',
  'dates.selected': '已选择',
  'dates.rangeStart': '开始日期，已选择',
  'dates.rangeEnd': '结束日期，已选择',
  'dates.inRange': '在所选范围内',
  'dates.today': '今天',
};
