import { formatMessage, type MessageValues } from '@coras/booking-core';
import { useCallback } from 'react';
import { useCorasContext } from '../provider/context';
import type { MessageKey } from './messages/en-GB';

/** `t(key, values)`: a catalogue text of the widget's current locale. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The translate function of the current locale. */
export function useTranslate(): Translate {
  const { bundle } = useCorasContext();
  return useCallback((key, values) => formatMessage(bundle.messages[key], values, bundle.locale), [bundle]);
}
