import { fieldHandOver, SearchIcon, TextFieldStandIn, useStandIn } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from '../navbar/Navbar.css';
import { navbarSearchMessages } from './messages/en-GB';
import type { NavbarSearchProps } from './NavbarSearch';
import { navbarSearchPart } from './parts';

/**
 * The navbar's search with its code out of the page's first load: until `NavbarSearch` arrives (on
 * idle after the first render, or at once on the first pointer, touch or focus) a light stand-in
 * shows the same field, with the same role and name. The text typed in it, the caret and the focus
 * move into the real search when it arrives.
 */
export function LazyNavbarSearch({ className, ...props }: Omit<NavbarSearchProps, 'variant' | 'handOver'>) {
  const t = useTranslate(navbarSearchMessages);
  const standIn = useStandIn(navbarSearchPart);
  const { handOver, setHandOver } = standIn;

  if (standIn.module) {
    return <standIn.module.NavbarSearch {...props} className={className} handOver={handOver} />;
  }
  return (
    <div className={[styles.search, className].filter(Boolean).join(' ')} {...standIn.intentProps}>
      <search className={styles.searchField}>
        <TextFieldStandIn
          type="search"
          role="combobox"
          aria-label={t('navbar.search')}
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('navbar.searchPlaceholder')}
          icon={<SearchIcon size={18} />}
          value={handOver?.value ?? ''}
          onFocus={(event) => setHandOver(fieldHandOver(event.currentTarget, { focused: true }))}
          onChange={(event) => setHandOver(fieldHandOver(event.currentTarget, { focused: true }))}
          onSelect={(event) => setHandOver(fieldHandOver(event.currentTarget))}
          onBlur={(event) => setHandOver(fieldHandOver(event.currentTarget, { focused: false }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </search>
    </div>
  );
}
