import { pt as dateLocale } from 'date-fns/locale/pt';
import { messages as basket } from '../../features/basket/messages/pt-PT';
import { messages as booking } from '../../features/details-booking/messages/pt-PT';
import { messages as filters } from '../../features/filters/messages/pt-PT';
import { messages as footer } from '../../features/footer/messages/pt-PT';
import { messages as locationPicker } from '../../features/location-picker/messages/pt-PT';
import { messages as navbar } from '../../features/navbar/messages/pt-PT';
import { messages as navbarSearch } from '../../features/navbar-search/messages/pt-PT';
import { messages as seatingChart } from '../../features/seating-chart/messages/pt-PT';
import { messages as details } from '../../pages/details/messages/pt-PT';
import { messages as help } from '../../pages/help/messages/pt-PT';
import { messages as landing } from '../../pages/landing/messages/pt-PT';
import { messages as search } from '../../pages/search/messages/pt-PT';
import { messages as runtime } from '../../runtime/i18n/messages/pt-PT';
import { messages as app } from '../messages/pt-PT';
import type { Catalogue } from './english';

/** pt-PT texts: every feature's and page's, in Portuguese, in one chunk with the date-fns locale. */
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
