import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import * as styles from './Breadcrumbs.css';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The visible text; also the tooltip of a truncated item. */
  label: string;
  /** Makes the item a link to this address. */
  href?: string | undefined;
  /**
   * Makes the item clickable: a button, or, with `href`, the link's click handler (call
   * `event.preventDefault()` to navigate in the widget instead).
   */
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
}

export interface BreadcrumbsProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The trail, from the widest place to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name. @default 'Breadcrumb' */
  'aria-label'?: string;
}

/**
 * A breadcrumb trail (spec 1 §2: country then city). A navigation landmark holding an ordered list;
 * items with an `href` or an `onClick` are clickable; the last item is the current page
 * (`aria-current="page"`) and is truncated with an ellipsis when the widget is too narrow.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, 'aria-label': ariaLabel = 'Breadcrumb', className, ...props },
  ref,
) {
  return (
    <nav ref={ref} aria-label={ariaLabel} {...props} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const current = last ? ('page' as const) : undefined;
          const title = last ? item.label : undefined;
          let content: ReactNode;
          if (item.href !== undefined) {
            content = (
              <a
                className={styles.link}
                href={item.href}
                onClick={item.onClick}
                aria-current={current}
                title={title}
              >
                {item.label}
              </a>
            );
          } else if (item.onClick) {
            content = (
              <button
                type="button"
                className={styles.link}
                onClick={item.onClick}
                aria-current={current}
                title={title}
              >
                {item.label}
              </button>
            );
          } else {
            content = (
              <span className={styles.current} aria-current={current} title={title}>
                {item.label}
              </span>
            );
          }
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity (a name may repeat).
            <li key={index} className={styles.item}>
              {index > 0 ? <ChevronRightIcon size={16} className={styles.separator} /> : null}
              {content}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
