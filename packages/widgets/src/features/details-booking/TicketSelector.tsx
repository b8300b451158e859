import type { PriceType } from '@coras/api-client';
import {
  canDecrementTickets,
  canIncrementTickets,
  clampTicketCount,
  decrementTickets,
  incrementTickets,
  type TicketCounts,
  totalTickets,
} from '@coras/booking-core';
import { Button, IconButton, MinusIcon, PlusIcon, Popover, PopoverField } from '@coras/ui';
import { useId, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './DetailsBooking.css';
import { bookingMessages } from './messages/en-GB';

export interface TicketSelectorProps {
  priceTypes: readonly PriceType[];
  counts: TicketCounts;
  /** The most tickets in all (spec 2 §5); `undefined` for none. */
  cap: number | undefined;
  onCountsChange: (counts: TicketCounts) => void;
}

/**
 * The ticket type selector (spec 2 §2, §4, §5): a field-like button summing up the chosen tickets,
 * opening a counter per price type. Minus is disabled at 0; plus is blocked once one more ticket
 * would pass the cap. The summary's counts are clamped between 0 and the cap.
 */
export function TicketSelector({ priceTypes, counts, cap, onCountsChange }: TicketSelectorProps) {
  const t = useTranslate(bookingMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const atCap = !canIncrementTickets(counts, cap);

  const summary = priceTypes
    .map((type) => ({ type, count: clampTicketCount(counts[type.price_type_id] ?? 0, cap) }))
    .filter((entry) => entry.count > 0)
    .map((entry) => t('booking.ticketSummary', { count: entry.count, name: entry.type.name }))
    .join(', ');

  return (
    <PopoverField
      label={t('booking.tickets')}
      value={summary || t('booking.ticketsNone')}
      open={open}
      onOpenChange={setOpen}
    >
      <div className={styles.ticketsPanel}>
        <ul className={styles.ticketRows}>
          {priceTypes.map((type) => {
            const typeId = type.price_type_id;
            const count = counts[typeId] ?? 0;
            const canRemove = canDecrementTickets(counts, typeId);
            return (
              <li key={typeId} className={styles.ticketRow}>
                <span className={styles.ticketName}>
                  <span id={`${id}-${typeId}`}>{type.name}</span>
                  {type.description?.trim() ? <span className={styles.muted}>{type.description}</span> : null}
                </span>
                <span className={styles.counter}>
                  <IconButton
                    label={t('booking.decrease', { name: type.name })}
                    variant="outlined"
                    size="sm"
                    round
                    className={styles.counterButton}
                    aria-disabled={!canRemove}
                    onClick={() => {
                      if (canRemove) onCountsChange(decrementTickets(counts, typeId));
                    }}
                  >
                    <MinusIcon size={16} />
                  </IconButton>
                  <output className={styles.count} aria-labelledby={`${id}-${typeId}`}>
                    {count}
                  </output>
                  <IconButton
                    label={t('booking.increase', { name: type.name })}
                    variant="outlined"
                    size="sm"
                    round
                    className={styles.counterButton}
                    aria-disabled={atCap}
                    onClick={() => {
                      if (!atCap) onCountsChange(incrementTickets(counts, typeId, cap));
                    }}
                  >
                    <PlusIcon size={16} />
                  </IconButton>
                </span>
              </li>
            );
          })}
        </ul>
        {cap !== undefined ? (
          <p className={styles.capNote} aria-live="polite">
            {atCap
              ? t('booking.capReached', { count: cap })
              : t('booking.capNote', { count: cap, chosen: totalTickets(counts) })}
          </p>
        ) : null}
        <Popover.Close asChild>
          <Button size="sm">{t('booking.done')}</Button>
        </Popover.Close>
      </div>
    </PopoverField>
  );
}
