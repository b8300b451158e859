import { type DateOnly, DEFAULT_DATE_LOCALE, weekStartsOn } from '@coras/booking-core';
import { DualMonthCalendar } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { filtersMessages } from './messages/en-GB';

export interface RangeCalendarProps {
  today: DateOnly | undefined;
  selectedDates: readonly DateOnly[];
  onSelectedDatesChange: (dates: readonly DateOnly[]) => void;
}

/**
 * The kit's two-month calendar in range mode, in the widget's locale, from today on. A lazy chunk
 * of the date filter: the landing's first load does without it.
 */
export function RangeCalendar({ today, selectedDates, onSelectedDatesChange }: RangeCalendarProps) {
  const t = useTranslate(filtersMessages);
  const { locale, bundle } = useCorasContext();
  return (
    <DualMonthCalendar
      range
      today={today}
      minDate={today}
      locale={locale}
      weekStartsOn={weekStartsOn(locale)}
      // en-GB's date-fns locale comes with this chunk, not with the landing (see LocaleBundle).
      dateLocale={bundle.dateLocale ?? DEFAULT_DATE_LOCALE}
      selectedDates={selectedDates}
      onSelectedDatesChange={onSelectedDatesChange}
      labels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        available: t('dates.available'),
        unavailable: t('dates.unavailable'),
        selected: t('dates.selected'),
        rangeStart: t('dates.rangeStart'),
        rangeEnd: t('dates.rangeEnd'),
        inRange: t('dates.inRange'),
        today: t('dates.today'),
      }}
    />
  );
}
