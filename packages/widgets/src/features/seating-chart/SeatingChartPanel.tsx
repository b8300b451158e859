import type { AvailabilityOption } from '@coras/api-client';
import { type SeatingChartEventRef, sectionOptionOfSeat } from '@coras/booking-core';
import { visuallyHidden } from '@coras/ui';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { seatingChartMessages } from './messages/en-GB';
import { SeatingChart } from './SeatingChart';
import * as styles from './SeatingChart.css';
import { isOnOffer, type SeatingChartHoldToken, type SeatingChartObject } from './seatingChartTypes';

export interface SeatingChartPanelProps {
  /** The attraction's chart event (booking-core's `seatingChartOf`). */
  chart: SeatingChartEventRef;
  /** The sections of the chosen performance: the list under the chart. */
  options: readonly AvailabilityOption[];
  /** A seat of an available section was picked: that section is chosen, as from the list. */
  onChoose: (option: AvailabilityOption) => void;
  /** The chart's height. @default 360 */
  height?: number | undefined;
}

/** The section a seat belongs to, as the provider labels it. */
const sectionOf = (seat: SeatingChartObject) => seat.labels?.section ?? seat.category?.label ?? '';

/**
 * The seating chart of a theatre's details page (spec 2 §1, §3), below the list of sections of the
 * chosen performance, which stays the accessible alternative (the keyboard reaches it first): picking a seat on the chart chooses
 * its section as the list's 'Select' does (the reservation preview opens); a seat whose section has
 * no tickets at this performance says so and points to the list; deselecting is announced. When the
 * provider's script cannot load, the chart says 'Could not load' and its address, and the list
 * carries on alone. Loaded lazily, with the chart, only for attractions that have one.
 */
export function SeatingChartPanel({ chart, options, onChoose, height = 360 }: SeatingChartPanelProps) {
  const t = useTranslate(seatingChartMessages);
  const [announcement, setAnnouncement] = useState('');
  const holdToken = useMemo<SeatingChartHoldToken | undefined>(
    () =>
      chart.holdToken
        ? { holdToken: chart.holdToken.token, expiresAt: new Date(chart.holdToken.expiresAt).toISOString() }
        : undefined,
    [chart.holdToken],
  );

  const selected = (seat: SeatingChartObject) => {
    const section = sectionOf(seat);
    const option = isOnOffer(seat)
      ? sectionOptionOfSeat(options, { section, category: seat.category?.label })
      : undefined;
    if (!option) {
      setAnnouncement(t('seatingChart.noTickets', { section: section || seat.label }));
      return;
    }
    setAnnouncement(t('seatingChart.seatSelected', { seat: seat.label, section: option.name }));
    onChoose(option);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('seatingChart.alternative')}</p>
      <SeatingChart
        workspaceKey={chart.workspaceKey}
        event={chart.event}
        holdToken={holdToken}
        height={height}
        onObjectSelected={selected}
        onObjectDeselected={(seat) => setAnnouncement(t('seatingChart.seatDeselected', { seat: seat.label }))}
      />
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
