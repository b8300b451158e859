import { Dialog } from '@coras/ui';
import type { RefObject } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './Basket.css';
import { BasketPanel } from './BasketPanel';
import { basketMessages } from './messages/en-GB';

export interface BasketFullScreenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the basket button (the dialog has no trigger of its own). */
  returnFocus: RefObject<HTMLElement | null>;
}

/** The basket over the whole screen, for a widget 530 px wide or less (spec 2 §2, §9). */
export function BasketFullScreen({ open, onOpenChange, returnFocus }: BasketFullScreenProps) {
  const t = useTranslate(basketMessages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className={styles.fullScreen}
        closeLabel={t('basket.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <BasketPanel heading={<Dialog.Title>{t('basket.title')}</Dialog.Title>} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
