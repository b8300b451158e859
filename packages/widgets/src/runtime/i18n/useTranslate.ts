import { formatMessage, type MessageValues } from '@coras/booking-core';
import { useCallback } from 'react';
import { useCorasContext } from '../provider/context';
import type { MessageKey } from './messages/en-GB';

/**
 * `t(key, values)`: a catalogue text of the widget's current locale. Without a type argument it
 * takes the shared keys, whose English is on the first load.
 */
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * The translate function of the current locale, for the shared texts (`messages/en-GB.ts`).
 *
 * A feature or page passes its own English (its `messages/en-GB.ts`, the checkout's texts), which
 * the English bundle does not hold, so that it ships with the feature's code and the landing's
 * first load stays light; translated locales hold every key. It then takes its keys and the shared ones.
 *
 * A text no catalogue has is reported through the provider's logger and shows as its key, never as
 * 'undefined' (types prevent it; this catches a key that reaches a screen by another way).
 *
 * @example const t = useTranslate(); t('landing.showMore')
 * @example const t = useTranslate(helpMessages); t('help.retry')
 */
export function useTranslate(): Translate;
export function useTranslate<Key extends string>(
  english: Readonly<Record<Key, string>>,
): Translate<MessageKey | Key>;
export function useTranslate(english?: Readonly<Partial<Record<string, string>>>): Translate<string> {
  const { bundle, logError } = useCorasContext();
  return useCallback(
    (key, values) => {
      const text = (bundle.messages as Readonly<Partial<Record<string, string>>>)[key] ?? english?.[key];
      if (text === undefined) {
        logError(`Coras widget: no ${bundle.locale} text for '${key}'`);
        return key;
      }
      return formatMessage(text, values, bundle.locale);
    },
    [bundle, english, logError],
  );
}
