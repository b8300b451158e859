// The checkout's texts: its English (`i18n/messages/en-GB.ts`) and the loader of every other
// locale's, each a chunk of its own beside it.
import type { CheckoutOwnMessages } from './i18n/messages/en-GB';
import { checkoutMessages } from './i18n/messages/en-GB';

export {
  type CheckoutMessageKey,
  type CheckoutOwnMessageKey,
  type CheckoutOwnMessages,
  checkoutMessages,
} from './i18n/messages/en-GB';

/**
 * One dynamic import per locale that writes its own texts, each its own chunk, so a visitor
 * downloads only their language's, and only once they reach the payment page. en-IE writes as
 * British English; fr-MA reads as standard French.
 */
const loaders: Readonly<Record<string, () => Promise<{ messages: CheckoutOwnMessages }>>> = {
  'da-DK': () => import('./i18n/messages/da-DK'),
  'de-DE': () => import('./i18n/messages/de-DE'),
  'en-US': () => import('./i18n/messages/en-US'),
  'es-ES': () => import('./i18n/messages/es-ES'),
  'fr-FR': () => import('./i18n/messages/fr-FR'),
  'fr-MA': () => import('./i18n/messages/fr-FR'),
  'is-IS': () => import('./i18n/messages/is-IS'),
  'it-IT': () => import('./i18n/messages/it-IT'),
  'ms-MY': () => import('./i18n/messages/ms-MY'),
  'nb-NO': () => import('./i18n/messages/nb-NO'),
  'pl-PL': () => import('./i18n/messages/pl-PL'),
  'pt-PT': () => import('./i18n/messages/pt-PT'),
  'sv-SE': () => import('./i18n/messages/sv-SE'),
  'th-TH': () => import('./i18n/messages/th-TH'),
  'tr-TR': () => import('./i18n/messages/tr-TR'),
  'zh-CN': () => import('./i18n/messages/zh-CN'),
};

/**
 * The checkout's own texts in `locale` (a BCP 47 tag of the widgets' supported locales); its
 * English for en-GB, en-IE and a locale it does not know. Rejects when the locale's chunk does not
 * load (offline), for the caller to fall back to English.
 *
 * @example const texts = await loadCheckoutMessages('de-DE'); texts['checkout.payNow'] // 'Jetzt bezahlen'
 */
export async function loadCheckoutMessages(locale: string): Promise<CheckoutOwnMessages> {
  const loader = loaders[locale];
  return loader ? (await loader()).messages : checkoutMessages;
}
