import { Button, Skeleton, visuallyHidden } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './HelpPage.css';
import { helpMessages } from './messages/en-GB';

/**
 * Help content on its way: a title and rows of the accordion's or the sections' size, so the
 * answer does not move the page; screen readers hear 'Loading help content'.
 */
export function HelpSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useTranslate(helpMessages);
  return (
    <div className={styles.skeleton}>
      <span role="status" className={visuallyHidden}>
        {t('help.loading')}
      </span>
      <div aria-hidden className={styles.skeletonRows}>
        <Skeleton width="40%" height="1.5em" />
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <Skeleton key={index} height={44} radius={8} />
        ))}
      </div>
    </div>
  );
}

/** Help content that could not be loaded: said in place, with 'Try again' (the modal shows once). */
export function HelpFailure({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate(helpMessages);
  return (
    <div className={styles.failure}>
      <p>{t('help.failed')}</p>
      <Button variant="outlined" size="sm" onClick={onRetry}>
        {t('help.retry')}
      </Button>
    </div>
  );
}
