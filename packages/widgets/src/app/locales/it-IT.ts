import { it as dateLocale } from 'date-fns/locale/it';
import { messages as basket } from '../../features/basket/messages/it-IT';
import { messages as booking } from '../../features/details-booking/messages/it-IT';
import { messages as filters } from '../../features/filters/messages/it-IT';
import { messages as footer } from '../../features/footer/messages/it-IT';
import { messages as locationPicker } from '../../features/location-picker/messages/it-IT';
import { messages as navbar } from '../../features/navbar/messages/it-IT';
import { messages as navbarSearch } from '../../features/navbar-search/messages/it-IT';
import { messages as seatingChart } from '../../features/seating-chart/messages/it-IT';
import { messages as details } from '../../pages/details/messages/it-IT';
import { messages as help } from '../../pages/help/messages/it-IT';
import { messages as landing } from '../../pages/landing/messages/it-IT';
import { messages as search } from '../../pages/search/messages/it-IT';
import { messages as runtime } from '../../runtime/i18n/messages/it-IT';
import { messages as app } from '../messages/it-IT';
import type { Catalogue } from './english';

/** it-IT texts: every feature's and page's, in Italian, in one chunk with the date-fns locale. */
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
