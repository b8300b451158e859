import { is as dateLocale } from 'date-fns/locale/is';
import { messages as basket } from '../../features/basket/messages/is-IS';
import { messages as booking } from '../../features/details-booking/messages/is-IS';
import { messages as filters } from '../../features/filters/messages/is-IS';
import { messages as footer } from '../../features/footer/messages/is-IS';
import { messages as locationPicker } from '../../features/location-picker/messages/is-IS';
import { messages as navbar } from '../../features/navbar/messages/is-IS';
import { messages as navbarSearch } from '../../features/navbar-search/messages/is-IS';
import { messages as seatingChart } from '../../features/seating-chart/messages/is-IS';
import { messages as details } from '../../pages/details/messages/is-IS';
import { messages as help } from '../../pages/help/messages/is-IS';
import { messages as landing } from '../../pages/landing/messages/is-IS';
import { messages as search } from '../../pages/search/messages/is-IS';
import { messages as runtime } from '../../runtime/i18n/messages/is-IS';
import { messages as app } from '../messages/is-IS';
import type { Catalogue } from './english';

/** is-IS texts: every feature's and page's, in Icelandic, in one chunk with the date-fns locale. */
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
