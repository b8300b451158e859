import type { Translations } from '../../../runtime/i18n/catalogue';
import type { footerMessages } from './en-GB';

/** is-IS: the footer’s texts. */
export const messages: Translations<typeof footerMessages> = {
  'footer.terms': 'Skilmálar',
  'footer.privacy': 'Persónuverndarstefna',
  'footer.cookies': 'Vafrakökur',
  'footer.helpCentre': 'Hjálparmiðstöð',
  'footer.contact': 'Hafa samband',
  'footer.label': 'Hjálp og samskipti',
};
