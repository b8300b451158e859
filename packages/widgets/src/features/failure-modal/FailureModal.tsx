import { helpTarget } from '@coras/booking-core';
import { ErrorModal } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useNavigate } from '../../runtime/provider/navigation-context';

export interface FailureModalProps {
  open: boolean;
  /** The modal was closed (its close button, Escape, the overlay, or one of its two actions). */
  onClose: () => void;
  /** 'Refresh the page': runs what failed again. */
  onRetry: () => void;
}

/**
 * The error modal of a failed call on a page (spec 1 §2 'Error modal'): 'Refresh the page' closes it
 * and retries; 'Help centre' opens the help page. In the visitor's language (the kit's modal alone
 * speaks English). Pages render it through `LazyFailureModal`.
 */
export function FailureModal({ open, onClose, onRetry }: FailureModalProps) {
  const navigate = useNavigate();
  const t = useTranslate();
  return (
    <ErrorModal
      labels={{
        title: t('common.errorModal.title'),
        message: t('common.errorModal.message'),
        helpCentre: t('common.errorModal.helpCentre'),
        retry: t('common.errorModal.retry'),
      }}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onRetry={onRetry}
      onHelpCentre={() => navigate(helpTarget())}
    />
  );
}
