import { th as dateLocale } from 'date-fns/locale/th';
import { messages as basket } from '../../features/basket/messages/th-TH';
import { messages as booking } from '../../features/details-booking/messages/th-TH';
import { messages as filters } from '../../features/filters/messages/th-TH';
import { messages as footer } from '../../features/footer/messages/th-TH';
import { messages as locationPicker } from '../../features/location-picker/messages/th-TH';
import { messages as navbar } from '../../features/navbar/messages/th-TH';
import { messages as navbarSearch } from '../../features/navbar-search/messages/th-TH';
import { messages as seatingChart } from '../../features/seating-chart/messages/th-TH';
import { messages as details } from '../../pages/details/messages/th-TH';
import { messages as help } from '../../pages/help/messages/th-TH';
import { messages as landing } from '../../pages/landing/messages/th-TH';
import { messages as search } from '../../pages/search/messages/th-TH';
import { messages as runtime } from '../../runtime/i18n/messages/th-TH';
import { messages as app } from '../messages/th-TH';
import type { Catalogue } from './english';

/** th-TH texts: every feature's and page's, in Thai, in one chunk with the date-fns locale. */
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
