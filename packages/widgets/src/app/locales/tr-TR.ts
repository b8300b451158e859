import { tr as dateLocale } from 'date-fns/locale/tr';
import { messages as basket } from '../../features/basket/messages/tr-TR';
import { messages as booking } from '../../features/details-booking/messages/tr-TR';
import { messages as filters } from '../../features/filters/messages/tr-TR';
import { messages as footer } from '../../features/footer/messages/tr-TR';
import { messages as locationPicker } from '../../features/location-picker/messages/tr-TR';
import { messages as navbar } from '../../features/navbar/messages/tr-TR';
import { messages as navbarSearch } from '../../features/navbar-search/messages/tr-TR';
import { messages as seatingChart } from '../../features/seating-chart/messages/tr-TR';
import { messages as details } from '../../pages/details/messages/tr-TR';
import { messages as help } from '../../pages/help/messages/tr-TR';
import { messages as landing } from '../../pages/landing/messages/tr-TR';
import { messages as search } from '../../pages/search/messages/tr-TR';
import { messages as runtime } from '../../runtime/i18n/messages/tr-TR';
import { messages as app } from '../messages/tr-TR';
import type { Catalogue } from './english';

/** tr-TR texts: every feature's and page's, in Turkish, in one chunk with the date-fns locale. */
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
