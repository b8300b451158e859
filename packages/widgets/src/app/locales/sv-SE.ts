import { sv as dateLocale } from 'date-fns/locale/sv';
import { messages as basket } from '../../features/basket/messages/sv-SE';
import { messages as booking } from '../../features/details-booking/messages/sv-SE';
import { messages as filters } from '../../features/filters/messages/sv-SE';
import { messages as footer } from '../../features/footer/messages/sv-SE';
import { messages as locationPicker } from '../../features/location-picker/messages/sv-SE';
import { messages as navbar } from '../../features/navbar/messages/sv-SE';
import { messages as navbarSearch } from '../../features/navbar-search/messages/sv-SE';
import { messages as seatingChart } from '../../features/seating-chart/messages/sv-SE';
import { messages as details } from '../../pages/details/messages/sv-SE';
import { messages as help } from '../../pages/help/messages/sv-SE';
import { messages as landing } from '../../pages/landing/messages/sv-SE';
import { messages as search } from '../../pages/search/messages/sv-SE';
import { messages as runtime } from '../../runtime/i18n/messages/sv-SE';
import { messages as app } from '../messages/sv-SE';
import type { Catalogue } from './english';

/** sv-SE texts: every feature's and page's, in Swedish, in one chunk with the date-fns locale. */
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
