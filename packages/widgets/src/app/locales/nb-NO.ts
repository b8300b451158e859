import { nb as dateLocale } from 'date-fns/locale/nb';
import { messages as basket } from '../../features/basket/messages/nb-NO';
import { messages as booking } from '../../features/details-booking/messages/nb-NO';
import { messages as filters } from '../../features/filters/messages/nb-NO';
import { messages as footer } from '../../features/footer/messages/nb-NO';
import { messages as locationPicker } from '../../features/location-picker/messages/nb-NO';
import { messages as navbar } from '../../features/navbar/messages/nb-NO';
import { messages as navbarSearch } from '../../features/navbar-search/messages/nb-NO';
import { messages as seatingChart } from '../../features/seating-chart/messages/nb-NO';
import { messages as details } from '../../pages/details/messages/nb-NO';
import { messages as help } from '../../pages/help/messages/nb-NO';
import { messages as landing } from '../../pages/landing/messages/nb-NO';
import { messages as search } from '../../pages/search/messages/nb-NO';
import { messages as runtime } from '../../runtime/i18n/messages/nb-NO';
import { messages as app } from '../messages/nb-NO';
import type { Catalogue } from './english';

/** nb-NO texts: every feature's and page's, in Norwegian Bokmål, in one chunk with the date-fns locale. */
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
