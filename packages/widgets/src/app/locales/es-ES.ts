import { es as dateLocale } from 'date-fns/locale/es';
import { messages as basket } from '../../features/basket/messages/es-ES';
import { messages as booking } from '../../features/details-booking/messages/es-ES';
import { messages as filters } from '../../features/filters/messages/es-ES';
import { messages as footer } from '../../features/footer/messages/es-ES';
import { messages as locationPicker } from '../../features/location-picker/messages/es-ES';
import { messages as navbar } from '../../features/navbar/messages/es-ES';
import { messages as navbarSearch } from '../../features/navbar-search/messages/es-ES';
import { messages as seatingChart } from '../../features/seating-chart/messages/es-ES';
import { messages as details } from '../../pages/details/messages/es-ES';
import { messages as help } from '../../pages/help/messages/es-ES';
import { messages as landing } from '../../pages/landing/messages/es-ES';
import { messages as search } from '../../pages/search/messages/es-ES';
import { messages as runtime } from '../../runtime/i18n/messages/es-ES';
import { messages as app } from '../messages/es-ES';
import type { Catalogue } from './english';

/** es-ES texts: every feature's and page's, in Spanish, in one chunk with the date-fns locale. */
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
