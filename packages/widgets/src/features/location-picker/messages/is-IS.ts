import type { Translations } from '../../../runtime/i18n/catalogue';
import type { locationPickerEnglish } from './en-GB';

/** is-IS: the location picker’s texts. */
export const messages: Translations<typeof locationPickerEnglish> = {
  'location.placeholder': 'Hvert ertu að fara?',
  'location.label': 'Veldu áfangastað',
  'location.popular': 'Vinsælt',
  'location.nearMe': 'Nálægt mér',
  'location.results':
    '{count, plural, =0 {Engir áfangastaðir fundust} one {# áfangastaður fannst} other {# áfangastaðir fundust}}',
  'location.searching': 'Leitar',
  'location.country': 'Land',
  'location.city': 'Borg',
  'location.heading': 'Afþreying í',
  'location.typeMore': 'Sláðu inn að minnsta kosti 3 stafi til að leita',
};
