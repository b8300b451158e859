import type { AvailabilityOption } from '@coras/api-client';
import {
  defaultTourLanguage,
  formatMoney,
  formatVenueTime,
  groupByPerformanceTime,
  localeLanguageCode,
  type OptionsKind,
  priceIn,
  type SeatingChartEventRef,
  showsLanguageChip,
  type TicketCounts,
  tourLanguages,
  unitPrice,
} from '@coras/booking-core';
import { Button, ChevronDownIcon, Chip, Popover, Price, SelectList, visuallyHidden } from '@coras/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './DetailsBooking.css';
import { bookingMessages } from './messages/en-GB';
import type { ReserveFailure } from './useReserve';

export interface AvailabilityOptionsProps {
  kind: OptionsKind;
  options: readonly AvailabilityOption[];
  /** The chosen performance time (theatre and sport). */
  selectedTime: string | undefined;
  onSelectTime: (startDatetime: string) => void;
  counts: TicketCounts;
  adding: ReadonlySet<string>;
  failures: ReadonlyMap<string, ReserveFailure>;
  /** A tour option's 'Add to basket', with the chosen language (`''` when none). */
  onAdd: (option: AvailabilityOption, tourLanguage: string) => void;
  /** A theatre or sport section was chosen: the reservation preview opens. */
  onChoose: (option: AvailabilityOption) => void;
  /** The attraction's seating chart, shown below the sections (theatre with a chart event). */
  chart?: SeatingChartEventRef | undefined;
}

// The chart (the provider's script loader and its texts) is its own chunk, asked for only when a
// theatre with a chart event lists its sections: every other details page does without it.
const SeatingChartPanel = lazy(() =>
  import('../seating-chart/SeatingChartPanel').then((module) => ({ default: module.SeatingChartPanel })),
);

/** The options list under the availability box, once availability is known (spec 2 §2, §4). */
export function AvailabilityOptions(props: AvailabilityOptionsProps) {
  const t = useTranslate(bookingMessages);
  const id = useId();
  return (
    <section className={styles.options} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.optionsHeading}>
        {t('booking.options')}
      </h3>
      {props.kind === 'tour' ? <TourOptions {...props} /> : <SeatedOptions {...props} />}
    </section>
  );
}

function useTimeFormat() {
  const { locale, logError } = useCorasContext();
  return (option: Pick<AvailabilityOption, 'start_datetime' | 'timezone'>) =>
    formatVenueTime(option.start_datetime, {
      locale,
      timeZone: option.timezone,
      logger: { error: logError, warn: logError },
    });
}

function OptionPrice({ amount, each }: { amount: number | undefined; each?: boolean }) {
  const t = useTranslate(bookingMessages);
  const { currency, locale } = useCorasContext();
  if (amount === undefined) return <span />;
  return (
    <span className={styles.optionPrice}>
      <Price price={formatMoney(amount, currency, locale)} />
      {each ? <span className={styles.muted}>{t('booking.each')}</span> : null}
    </span>
  );
}

function AddFailed({ failed }: { failed: boolean }) {
  const t = useTranslate(bookingMessages);
  return (
    <span role="alert" className={styles.optionError}>
      {failed ? t('booking.addFailed') : null}
    </span>
  );
}

/** Tours: name, start time, languages, the price of the chosen tickets and 'Add to basket' per option. */
function TourOptions({ options, adding, failures, onAdd }: AvailabilityOptionsProps) {
  const t = useTranslate(bookingMessages);
  const { currency } = useCorasContext();
  const time = useTimeFormat();
  return (
    <ul className={styles.optionList}>
      {options.map((option) => (
        <TourOptionRow
          key={option.selection_id}
          option={option}
          time={time(option)}
          price={priceIn(option.max_full_price, currency)}
          adding={adding.has(option.selection_id)}
          failed={failures.has(option.selection_id)}
          onAdd={onAdd}
          unavailable={t('booking.unavailable')}
        />
      ))}
    </ul>
  );
}

interface TourOptionRowProps {
  option: AvailabilityOption;
  time: string;
  price: number | undefined;
  adding: boolean;
  failed: boolean;
  unavailable: string;
  onAdd: (option: AvailabilityOption, tourLanguage: string) => void;
}

function TourOptionRow({ option, time, price, adding, failed, unavailable, onAdd }: TourOptionRowProps) {
  const t = useTranslate(bookingMessages);
  const { locale } = useCorasContext();
  const id = useId();
  // spec 2 §4: the visitor's language when the tour is given in it, else the first listed.
  const [language, setLanguage] = useState(() => defaultTourLanguage(option, localeLanguageCode(locale)));
  return (
    <li className={styles.optionRow} data-available={option.available}>
      <div className={styles.optionMain}>
        <span id={`${id}-name`} className={styles.optionName}>
          {option.name}
        </span>
        <span className={styles.optionMeta}>
          <span>{time}</span>
          {showsLanguageChip(option) ? (
            <LanguageChip option={option} value={language} onValueChange={setLanguage} />
          ) : null}
        </span>
      </div>
      <OptionPrice amount={price} />
      <div className={styles.optionAction}>
        {option.available ? (
          <Button loading={adding} aria-describedby={`${id}-name`} onClick={() => onAdd(option, language)}>
            {t('booking.addToBasket')}
          </Button>
        ) : (
          <span className={styles.muted}>{unavailable}</span>
        )}
      </div>
      <AddFailed failed={failed} />
    </li>
  );
}

/** The tour language chip (spec 2 §4): shown when more than one language is spoken; it opens the list. */
function LanguageChip({
  option,
  value,
  onValueChange,
}: {
  option: AvailabilityOption;
  value: string;
  onValueChange: (code: string) => void;
}) {
  const t = useTranslate(bookingMessages);
  const [open, setOpen] = useState(false);
  const languages = tourLanguages(option);
  const label = languages.find((language) => language.code === value)?.label ?? value;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Chip asChild variant="outlined" size="sm">
          <button
            type="button"
            className={styles.languageTrigger}
            aria-label={t('booking.tourLanguage', { language: label })}
          >
            {label}
            <ChevronDownIcon size={14} />
          </button>
        </Chip>
      </Popover.Trigger>
      <Popover.Content aria-label={t('booking.language')} matchTriggerWidth={false}>
        <div className={styles.languagePanel}>
          <SelectList
            aria-label={t('booking.language')}
            options={languages.map((language) => ({ value: language.code, label: language.label }))}
            value={value}
            onValueChange={onValueChange}
            onChoose={() => setOpen(false)}
          />
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

/**
 * Theatre and sport: the performance times as a radio group (the first preselected by the
 * machine), then the sections of the chosen time; choosing one opens the reservation preview.
 */
function SeatedOptions({
  kind,
  options,
  selectedTime,
  onSelectTime,
  counts,
  adding,
  failures,
  onChoose,
  chart,
}: AvailabilityOptionsProps) {
  const t = useTranslate(bookingMessages);
  const { currency } = useCorasContext();
  const time = useTimeFormat();
  const id = useId();
  const groups = groupByPerformanceTime(options);
  const chosen = groups.find((group) => group.startDatetime === selectedTime) ?? groups[0];
  const sport = kind === 'sport';
  return (
    <>
      <fieldset className={styles.times}>
        <legend className={styles.timesLegend}>{t('booking.performanceTime')}</legend>
        {groups.map((group) => {
          const [first] = group.options;
          return (
            <label key={group.startDatetime} className={styles.timeChoice}>
              <input
                type="radio"
                name={`${id}-time`}
                className={styles.timeInput}
                checked={group === chosen}
                onChange={() => onSelectTime(group.startDatetime)}
              />
              {first ? time(first) : group.startDatetime}
            </label>
          );
        })}
      </fieldset>
      {sport ? (
        <div className={styles.optionHeader} aria-hidden>
          <span>{t('booking.section')}</span>
          <span className={styles.optionHeaderPrice}>{t('booking.price')}</span>
        </div>
      ) : null}
      <ul className={styles.optionList}>
        {(chosen?.options ?? []).map((option) => {
          const nameId = `${id}-${option.selection_id}`;
          return (
            <li key={option.selection_id} className={styles.optionRow} data-available={option.available}>
              <div className={styles.optionMain}>
                <span id={nameId} className={styles.optionName}>
                  {sport ? <span className={visuallyHidden}>{t('booking.section')}: </span> : null}
                  {option.name}
                </span>
              </div>
              <OptionPrice
                amount={
                  sport ? unitPrice(option, counts, currency) : priceIn(option.max_full_price, currency)
                }
                each={sport}
              />
              <div className={styles.optionAction}>
                {option.available ? (
                  <Button
                    variant="outlined"
                    loading={adding.has(option.selection_id)}
                    aria-describedby={nameId}
                    onClick={() => onChoose(option)}
                  >
                    {t('booking.select')}
                  </Button>
                ) : (
                  <span className={styles.muted}>{t('booking.unavailable')}</span>
                )}
              </div>
              <AddFailed failed={failures.has(option.selection_id)} />
            </li>
          );
        })}
      </ul>
      {/* Below the list: the keyboard reaches the sections without passing every seat. */}
      {chart ? (
        <Suspense fallback={<div className={styles.chartLoading} aria-hidden />}>
          <SeatingChartPanel chart={chart} options={chosen?.options ?? []} onChoose={onChoose} />
        </Suspense>
      ) : null}
    </>
  );
}
