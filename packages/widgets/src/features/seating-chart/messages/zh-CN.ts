import type { Translations } from '../../../runtime/i18n/catalogue';
import type { seatingChartMessages } from './en-GB';

/** zh-CN: the seating chart’s texts. */
export const messages: Translations<typeof seatingChartMessages> = {
  'seatingChart.label': '座位图',
  'seatingChart.loading': '正在加载座位图',
  'seatingChart.couldNotLoad': '无法加载 {url}',
  'seatingChart.alternative': '在座位图上选择一个座位即可选择其所在区域，或从上方列表中选择区域。',
  'seatingChart.seatSelected': '已选择座位 {seat}：{section}。',
  'seatingChart.seatDeselected': '已取消选择座位 {seat}。',
  'seatingChart.noTickets': '本场演出的 {section} 已无余票。请从上方列表中选择区域。',
};
