import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../icons/icons';
import * as styles from './Alert.css';

export type AlertStatus = (typeof styles.alertStatuses)[number];

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /**
   * success, warning or error (spec 1 §2). An error is announced at once (`role="alert"`);
   * success and warning politely (`role="status"`).
   * @default 'success'
   */
  status?: AlertStatus;
  /** The headline, e.g. 'Sorry, your order was not successful'. */
  title?: ReactNode;
  /** An action at the end, e.g. a 'Try again' button. */
  action?: ReactNode;
  /**
   * Show the status icon (a tick, or an exclamation mark).
   * @default true
   */
  icon?: boolean;
}

/**
 * A message about the outcome of something: success, warning or error, at most 800 px wide
 * (spec 1 §9). Colour is never the only signal: each status has its own icon and the text says it.
 *
 * Data attributes: `data-status="success" | "warning" | "error"`.
 *
 * @example
 * <Alert status="error" title="Sorry, your order was not successful" action={<Button>Try again</Button>}>
 *   Your card has not been charged.
 * </Alert>
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { status = 'success', title, action, icon = true, className, children, ...props },
  ref,
) {
  const StatusIcon = status === 'success' ? CheckIcon : AlertIcon;
  return (
    <div
      ref={ref}
      role={status === 'error' ? 'alert' : 'status'}
      {...props}
      className={[styles.alert({ status }), className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {icon ? (
        <span className={styles.icon}>
          <StatusIcon size={20} />
        </span>
      ) : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
