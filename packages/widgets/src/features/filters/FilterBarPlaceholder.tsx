import { bar, barWithChips } from './filterBarBox.css';

/**
 * The filter bar's place until its chunk arrives (`useAfterFirstPage`): one button high, as the bar is on
 * its first render, with nothing in it, hidden from assistive technology. On a narrow widget it
 * also holds the row of the chips, which show at every width, when the bar will show some
 * (`chips`: an active filter, or the default category where the place has it, spec 1 §3, issue
 * 19), so that the bar's arrival moves no card.
 */
export function FilterBarPlaceholder({ chips }: { chips: boolean }) {
  return (
    <div
      aria-hidden
      className={chips ? `${bar} ${barWithChips}` : bar}
      data-placeholder=""
      data-chips={chips ? '' : undefined}
    />
  );
}
