import { pl as dateLocale } from 'date-fns/locale/pl';
import { messages as basket } from '../../features/basket/messages/pl-PL';
import { messages as booking } from '../../features/details-booking/messages/pl-PL';
import { messages as filters } from '../../features/filters/messages/pl-PL';
import { messages as footer } from '../../features/footer/messages/pl-PL';
import { messages as locationPicker } from '../../features/location-picker/messages/pl-PL';
import { messages as navbar } from '../../features/navbar/messages/pl-PL';
import { messages as navbarSearch } from '../../features/navbar-search/messages/pl-PL';
import { messages as seatingChart } from '../../features/seating-chart/messages/pl-PL';
import { messages as details } from '../../pages/details/messages/pl-PL';
import { messages as help } from '../../pages/help/messages/pl-PL';
import { messages as landing } from '../../pages/landing/messages/pl-PL';
import { messages as search } from '../../pages/search/messages/pl-PL';
import { messages as runtime } from '../../runtime/i18n/messages/pl-PL';
import { messages as app } from '../messages/pl-PL';
import type { Catalogue } from './english';

/** pl-PL texts: every feature's and page's, in Polish, in one chunk with the date-fns locale. */
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
