import { de as dateLocale } from 'date-fns/locale/de';
import { messages as basket } from '../../features/basket/messages/de-DE';
import { messages as booking } from '../../features/details-booking/messages/de-DE';
import { messages as filters } from '../../features/filters/messages/de-DE';
import { messages as footer } from '../../features/footer/messages/de-DE';
import { messages as locationPicker } from '../../features/location-picker/messages/de-DE';
import { messages as navbar } from '../../features/navbar/messages/de-DE';
import { messages as navbarSearch } from '../../features/navbar-search/messages/de-DE';
import { messages as seatingChart } from '../../features/seating-chart/messages/de-DE';
import { messages as details } from '../../pages/details/messages/de-DE';
import { messages as help } from '../../pages/help/messages/de-DE';
import { messages as landing } from '../../pages/landing/messages/de-DE';
import { messages as search } from '../../pages/search/messages/de-DE';
import { messages as runtime } from '../../runtime/i18n/messages/de-DE';
import { messages as app } from '../messages/de-DE';
import type { Catalogue } from './english';

/** de-DE texts: every feature's and page's, in German, in one chunk with the date-fns locale. */
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
