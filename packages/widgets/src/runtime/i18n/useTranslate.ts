import { formatMessage, type MessageValues } from '@coras/booking-core';
import { useCallback } from 'react';
import { useCorasContext } from '../provider/context';
import type { MessageKey } from './messages/en-GB';

/**
 * `t(key, values)`: a catalogue text of the widget's current locale. Without a type argument it
 * takes the shell's keys, whose English is on the first load.
 */
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * The translate function of the current locale, for the shell's texts.
 *
 * A lazily loaded part passes its own English (`en-GB.details.ts`…, the checkout's texts), which the
 * English bundle does not hold so that the landing's first load stays light; translated locales hold every key. The part
 * then takes its keys and the shell's (wrap it per part, as `useDetailsTranslate` does).
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
