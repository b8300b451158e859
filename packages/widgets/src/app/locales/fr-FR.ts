import { fr as dateLocale } from 'date-fns/locale/fr';
import { messages as basket } from '../../features/basket/messages/fr-FR';
import { messages as booking } from '../../features/details-booking/messages/fr-FR';
import { messages as filters } from '../../features/filters/messages/fr-FR';
import { messages as footer } from '../../features/footer/messages/fr-FR';
import { messages as locationPicker } from '../../features/location-picker/messages/fr-FR';
import { messages as navbar } from '../../features/navbar/messages/fr-FR';
import { messages as navbarSearch } from '../../features/navbar-search/messages/fr-FR';
import { messages as seatingChart } from '../../features/seating-chart/messages/fr-FR';
import { messages as details } from '../../pages/details/messages/fr-FR';
import { messages as help } from '../../pages/help/messages/fr-FR';
import { messages as landing } from '../../pages/landing/messages/fr-FR';
import { messages as search } from '../../pages/search/messages/fr-FR';
import { messages as runtime } from '../../runtime/i18n/messages/fr-FR';
import { messages as app } from '../messages/fr-FR';
import type { Catalogue } from './english';

/** fr-FR texts: every feature's and page's, in French, in one chunk with the date-fns locale. */
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
