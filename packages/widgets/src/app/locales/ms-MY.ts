import { ms as dateLocale } from 'date-fns/locale/ms';
import { messages as basket } from '../../features/basket/messages/ms-MY';
import { messages as booking } from '../../features/details-booking/messages/ms-MY';
import { messages as filters } from '../../features/filters/messages/ms-MY';
import { messages as footer } from '../../features/footer/messages/ms-MY';
import { messages as locationPicker } from '../../features/location-picker/messages/ms-MY';
import { messages as navbar } from '../../features/navbar/messages/ms-MY';
import { messages as navbarSearch } from '../../features/navbar-search/messages/ms-MY';
import { messages as seatingChart } from '../../features/seating-chart/messages/ms-MY';
import { messages as details } from '../../pages/details/messages/ms-MY';
import { messages as help } from '../../pages/help/messages/ms-MY';
import { messages as landing } from '../../pages/landing/messages/ms-MY';
import { messages as search } from '../../pages/search/messages/ms-MY';
import { messages as runtime } from '../../runtime/i18n/messages/ms-MY';
import { messages as app } from '../messages/ms-MY';
import type { Catalogue } from './english';

/** ms-MY texts: every feature's and page's, in Malay, in one chunk with the date-fns locale. */
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
