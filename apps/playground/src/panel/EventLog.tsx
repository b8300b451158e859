import * as styles from './Panel.css';

/** One event the widget sent to the host page. */
export interface LoggedEvent {
  id: number;
  /** `analytics`: an event of `onAnalyticsEvent` (`{ name, params }`, GA4's shape). */
  name: 'params-update' | 'reservation-created' | 'payment-status' | 'analytics';
  /** When it arrived, as HH:MM:SS. */
  time: string;
  detail: unknown;
}

export interface EventLogProps {
  events: readonly LoggedEvent[];
  onClear(): void;
}

/**
 * Every params-update, reservation-created, payment-status and analytics event with its payload,
 * newest first.
 */
export function EventLog({ events, onClear }: EventLogProps) {
  return (
    <div>
      {events.length === 0 ? (
        <p className={styles.hint}>No events yet: navigate, add to the basket or pay.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus (axe scrollable-region-focusable).
        <ol className={styles.log} aria-label="Events, newest first" tabIndex={0}>
          {events.map((event) => (
            <li key={event.id} className={styles.logEntry}>
              <strong>{event.name}</strong> <span className={styles.hint}>{event.time}</span>
              <pre className={styles.logCode}>{JSON.stringify(event.detail, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.button} onClick={onClear} disabled={events.length === 0}>
        Clear the log
      </button>
    </div>
  );
}
