import { basketMessages } from '../../features/basket/messages/en-GB';
import { bookingMessages } from '../../features/details-booking/messages/en-GB';
import { filtersMessages } from '../../features/filters/messages/en-GB';
import { footerMessages } from '../../features/footer/messages/en-GB';
import { locationPickerEnglish } from '../../features/location-picker/messages/en-GB';
import { navbarMessages } from '../../features/navbar/messages/en-GB';
import { navbarSearchMessages } from '../../features/navbar-search/messages/en-GB';
import { seatingChartMessages } from '../../features/seating-chart/messages/en-GB';
import { detailsMessages } from '../../pages/details/messages/en-GB';
import { helpMessages } from '../../pages/help/messages/en-GB';
import { landingMessages } from '../../pages/landing/messages/en-GB';
import { searchMessages } from '../../pages/search/messages/en-GB';
import { sharedMessages } from '../../runtime/i18n/messages/en-GB';
import { appMessages } from '../messages/en-GB';

/**
 * Every English text in one catalogue: each feature's and page's. For en-IE, which writes as
 * English, and for the tests; the widget never loads it as en-GB, whose parts each bring their own
 * English (`useTranslate(itsEnglish)`).
 */
export const completeEnglish = {
  ...sharedMessages,
  ...appMessages,
  ...landingMessages,
  ...searchMessages,
  ...helpMessages,
  ...detailsMessages,
  ...bookingMessages,
  ...basketMessages,
  ...filtersMessages,
  ...footerMessages,
  ...locationPickerEnglish,
  ...navbarMessages,
  ...navbarSearchMessages,
  ...seatingChartMessages,
};

/**
 * A complete catalogue: a text for every key of the widget, so that every locale translates them
 * all. The checkout translates its own texts in every locale (`loadCheckoutMessages` of
 * `@coras/checkout/messages`); the ones it shares with the widgets (`common.*`) are runtime's.
 */
export type Catalogue = Readonly<Record<keyof typeof completeEnglish, string>>;
