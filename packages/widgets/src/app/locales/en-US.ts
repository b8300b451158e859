import { enUS as dateLocale } from 'date-fns/locale/en-US';
import { messages as basket } from '../../features/basket/messages/en-US';
import { messages as booking } from '../../features/details-booking/messages/en-US';
import { messages as filters } from '../../features/filters/messages/en-US';
import { messages as footer } from '../../features/footer/messages/en-US';
import { messages as locationPicker } from '../../features/location-picker/messages/en-US';
import { messages as navbar } from '../../features/navbar/messages/en-US';
import { messages as navbarSearch } from '../../features/navbar-search/messages/en-US';
import { messages as seatingChart } from '../../features/seating-chart/messages/en-US';
import { messages as details } from '../../pages/details/messages/en-US';
import { messages as help } from '../../pages/help/messages/en-US';
import { messages as landing } from '../../pages/landing/messages/en-US';
import { messages as search } from '../../pages/search/messages/en-US';
import { messages as runtime } from '../../runtime/i18n/messages/en-US';
import { messages as app } from '../messages/en-US';
import type { Catalogue } from './english';

/** en-US texts: every feature's and page's, in American English, in one chunk with the date-fns locale. */
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
