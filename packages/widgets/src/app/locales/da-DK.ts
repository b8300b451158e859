import { da as dateLocale } from 'date-fns/locale/da';
import { messages as basket } from '../../features/basket/messages/da-DK';
import { messages as booking } from '../../features/details-booking/messages/da-DK';
import { messages as filters } from '../../features/filters/messages/da-DK';
import { messages as footer } from '../../features/footer/messages/da-DK';
import { messages as locationPicker } from '../../features/location-picker/messages/da-DK';
import { messages as navbar } from '../../features/navbar/messages/da-DK';
import { messages as navbarSearch } from '../../features/navbar-search/messages/da-DK';
import { messages as seatingChart } from '../../features/seating-chart/messages/da-DK';
import { messages as details } from '../../pages/details/messages/da-DK';
import { messages as help } from '../../pages/help/messages/da-DK';
import { messages as landing } from '../../pages/landing/messages/da-DK';
import { messages as search } from '../../pages/search/messages/da-DK';
import { messages as runtime } from '../../runtime/i18n/messages/da-DK';
import { messages as app } from '../messages/da-DK';
import type { Catalogue } from './english';

/** da-DK texts: every feature's and page's, in Danish, in one chunk with the date-fns locale. */
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
