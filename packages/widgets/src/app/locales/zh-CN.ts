import { zhCN as dateLocale } from 'date-fns/locale/zh-CN';
import { messages as basket } from '../../features/basket/messages/zh-CN';
import { messages as booking } from '../../features/details-booking/messages/zh-CN';
import { messages as filters } from '../../features/filters/messages/zh-CN';
import { messages as footer } from '../../features/footer/messages/zh-CN';
import { messages as locationPicker } from '../../features/location-picker/messages/zh-CN';
import { messages as navbar } from '../../features/navbar/messages/zh-CN';
import { messages as navbarSearch } from '../../features/navbar-search/messages/zh-CN';
import { messages as seatingChart } from '../../features/seating-chart/messages/zh-CN';
import { messages as details } from '../../pages/details/messages/zh-CN';
import { messages as help } from '../../pages/help/messages/zh-CN';
import { messages as landing } from '../../pages/landing/messages/zh-CN';
import { messages as search } from '../../pages/search/messages/zh-CN';
import { messages as runtime } from '../../runtime/i18n/messages/zh-CN';
import { messages as app } from '../messages/zh-CN';
import type { Catalogue } from './english';

/** zh-CN texts: every feature's and page's, in Simplified Chinese, in one chunk with the date-fns locale. */
export const messages: Catalogue = {
  ...runtime,
  ...app,
  ...landing,
  ...search,
  ...help,
  ...details,
  ...booking,
  ...basket,
  ...filters,
  ...footer,
  ...locationPicker,
  ...navbar,
  ...navbarSearch,
  ...seatingChart,
};

export { dateLocale };
