import { navbar } from './navbarBox.css';

/**
 * The navbar's place until its chunk arrives (`useChrome`): the bar's box — its height, border and
 * background — with nothing in it, hidden from assistive technology.
 */
export function NavbarPlaceholder() {
  return <div aria-hidden className={navbar} data-placeholder="" />;
}
