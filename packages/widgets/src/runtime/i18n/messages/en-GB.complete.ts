import { type Catalogue, messages } from './en-GB';
import { basketMessages } from './en-GB.basket';
import { chromeMessages } from './en-GB.chrome';
import { controlsMessages } from './en-GB.controls';
import { detailsMessages } from './en-GB.details';
import { helpMessages } from './en-GB.help';
import { searchMessages } from './en-GB.search';
import { seatingChartMessages } from './en-GB.seatingChart';

/**
 * Every English text in one catalogue: the shell's and the lazy parts'. For the
 * locales that write as English (en-IE, en-US spread it) and for the tests; the widget itself never
 * loads it as en-GB, whose parts each bring their own English.
 */
export const completeEnglish: Catalogue = {
  ...detailsMessages,
  ...seatingChartMessages,
  ...helpMessages,
  ...searchMessages,
  ...controlsMessages,
  ...chromeMessages,
  ...basketMessages,
  ...messages,
};
