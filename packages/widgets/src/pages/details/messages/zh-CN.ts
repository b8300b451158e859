import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** zh-CN: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': '导航路径',
  'details.loading': '正在加载景点',
  'details.photos': '照片',
  'details.showAllPhotos': '显示全部 {count} 张照片',
  'details.photoAlt': '{name}，第 {position} 张照片，共 {total} 张',
  'details.highlights': '亮点',
  'details.itinerary': '行程',
  'details.duration': '时长：{duration}',
  'details.durationHours': '{count, plural, other {# 小时}}',
  'details.durationMinutes': '{count, plural, other {# 分钟}}',
  'details.included': '费用包含',
  'details.excluded': '费用不含',
  'details.departurePoint': '出发地点',
  'details.pleaseNote': '请注意',
  'details.cancellation': '取消政策',
  'details.location': '位置',
  'details.about': '简介',
  'details.seatmap': '座位图',
  'details.seatmapCaption': '仅供参考',
  'details.seatmapAlt': '{venue} 的座位图',
  'details.otherAttractions': '其他景点',
  'details.notFound.title': '我们找不到这个景点',
  'details.notFound.body': '它可能已停止销售，或者链接不完整。',
  'details.notFound.action': '浏览景点',
  'viewer.counter': '{position}/{total} 张照片',
  'viewer.previous': '上一张照片',
  'viewer.next': '下一张照片',
  'viewer.close': '关闭',
};
