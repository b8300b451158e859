import type { Translations } from '../../../runtime/i18n/catalogue';
import type { landingMessages } from './en-GB';

/** is-IS: the landing page’s texts. */
export const messages: Translations<typeof landingMessages> = {
  'landing.popular': 'Vinsælt á vefnum okkar',
  'landing.showMore': 'Sýna meira',
  'landing.noSections': 'Engar upplifanir fundust sem passa við skilyrðin þín.',
  'landing.breadcrumbs': 'Staðsetning',
};
