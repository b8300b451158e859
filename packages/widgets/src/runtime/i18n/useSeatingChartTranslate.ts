import type { MessageKey } from './messages/en-GB';
import { type SeatingChartMessageKey, seatingChartMessages } from './messages/en-GB.seatingChart';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the seating chart's texts and the shell's. */
export type SeatingChartTranslate = Translate<MessageKey | SeatingChartMessageKey>;

/**
 * Translates the seating chart's texts (and the shell's) in the widget's locale; in English they come
 * from `en-GB.seatingChart.ts`, which comes with the chart.
 */
export function useSeatingChartTranslate(): SeatingChartTranslate {
  return useTranslate(seatingChartMessages);
}
