import { bar, barWithChips } from './filterBarBox.css';

/**
 * The filter bar's place until its chunk arrives (`useChrome`): one button high, as the bar is on
 * its first render, with nothing in it, hidden from assistive technology. On a narrow widget it
 * also holds the row of the chips, which show at every width: the landing always has an active
 * filter unless the visitor cleared them all (the default category, spec 1 §3), and reading the
 * filters here would bring their rules into the first load for that rare case.
 */
export function FilterBarPlaceholder() {
  return <div aria-hidden className={`${bar} ${barWithChips}`} data-placeholder="" />;
}
