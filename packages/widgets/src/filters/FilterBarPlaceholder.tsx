import { bar } from './filterBarBox.css';

/**
 * The filter bar's place until its chunk arrives (`useChrome`): one button high, as the bar is on
 * its first render, with nothing in it, hidden from assistive technology.
 */
export function FilterBarPlaceholder() {
  return <div aria-hidden className={bar} data-placeholder="" />;
}
