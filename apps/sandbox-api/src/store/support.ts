import type { SupportMessageRequest } from '@coras/api-client';
import type { Clock } from '../clock';
import type { Random } from '../random';

/** A contact-form submission as stored, listed by `GET /sandbox/support-messages`. */
interface SupportMessageRecord extends SupportMessageRequest {
  id: string;
  received_at: string;
}

/** Contact-form submissions, kept so tests can assert what was sent. */
export interface SupportStore {
  add(message: SupportMessageRequest): SupportMessageRecord;
  /** Every stored message, oldest first. */
  list(): SupportMessageRecord[];
  clear(): void;
}

/** An empty {@link SupportStore}. */
export function createSupportStore(options: { clock: Clock; random: Random }): SupportStore {
  const messages: SupportMessageRecord[] = [];
  return {
    add(message) {
      const record = {
        ...message,
        id: `msg_${options.random.token(12)}`,
        received_at: new Date(options.clock.now()).toISOString(),
      };
      messages.push(record);
      return record;
    },
    list: () => [...messages],
    clear: () => {
      messages.length = 0;
    },
  };
}
