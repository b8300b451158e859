import {
  Children,
  type ComponentPropsWithoutRef,
  cloneElement,
  createElement,
  forwardRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label and ignores clicks until it is done; the button keeps
   * its size and stays focusable, and screen readers hear that it is busy.
   * @default false
   */
  loading?: boolean;
  /**
   * Renders the button's look on a non-interactive `<span>` (a label styled as a button). The other
   * props carry over (`id`, `aria-*`, `data-*`, `title`, `style`…), except the click handler and
   * the ref; leave out those only a button has (`disabled`, `form…`, `name`, `value`). @default true
   */
  clickable?: boolean;
  /** Renders the child element (a link, say) with the button's look and behaviour. */
  asChild?: boolean;
  /** Renders a link to this address (`<a href>`) with the button's look: navigation, not an action. */
  href?: string | undefined;
}

type Props = Record<string, unknown>;

const setRef = (ref: unknown, node: unknown) => {
  if (typeof ref === 'function') ref(node);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
};

/**
 * `asChild`: the button's props on its one child element, as Radix's Slot merges them (the child's
 * own props win, except handlers, which both run, the child's first; classes and styles combine;
 * both refs get the node). Written here because the button is on every page's first load, where
 * the Slot package weighed about 1 kB gzip for these few lines.
 */
function mergeIntoChild(children: ReactNode, props: Props, ref: Ref<HTMLButtonElement>) {
  const child = Children.only(children) as ReactElement<Props>;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [key, mine] of Object.entries(props)) {
    const theirs = own[key];
    if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        mine(...args);
      };
    }
  }
  merged.className = [props.className, own.className].filter(Boolean).join(' ');
  if (props.style || own.style) merged.style = { ...(props.style as object), ...(own.style as object) };
  merged.ref = (node: unknown) => {
    setRef(ref, node);
    setRef(own.ref, node);
  };
  return cloneElement(child, merged);
}

/**
 * The kit's button. Variants: primary, secondary, outlined, text, transparent.
 *
 * Data attributes: `data-loading` while loading, `data-clickable="false"` when not clickable.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    clickable = true,
    asChild = false,
    className,
    type = 'button',
    onClick,
    children,
    ...props
  },
  ref,
) {
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (!clickable) {
    return (
      <span {...(props as ComponentPropsWithoutRef<'span'>)} className={classes} data-clickable="false">
        {children}
      </span>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const shared = {
    ...props,
    className: classes,
    onClick: handleClick,
    'aria-busy': loading || undefined,
    'data-loading': loading ? '' : undefined,
  };
  if (asChild) return mergeIntoChild(children, shared, ref);
  const link = props.href !== undefined;
  return createElement(
    link ? 'a' : 'button',
    { ref, type: link ? undefined : type, ...shared },
    loading ? (
      <>
        <span className={styles.hiddenContent}>{children}</span>
        <span className={styles.spinnerSlot}>
          <Spinner label={null} />
        </span>
      </>
    ) : (
      children
    ),
  );
});
