import * as RadixPopover from '@radix-ui/react-popover';
import { type ComponentPropsWithoutRef, forwardRef, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../theme/CorasRoot';
import * as styles from './Popover.css';

const cx = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/**
 * Holds a popover's open state: `open` / `defaultOpen` / `onOpenChange`, Radix's conventions. It
 * opens and closes on a trigger click, and asks to close on Escape or a click outside (spec 1 §4
 * 'Dropdowns open and close on trigger click or close request').
 */
export type PopoverRootProps = RadixPopover.PopoverProps;

function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}

/**
 * The element that opens the popover; pass `asChild` to use the kit's `<Button>`. Radix sets
 * `aria-expanded`, `aria-controls` and `data-state="open" | "closed"` on it.
 */
export type PopoverTriggerProps = ComponentPropsWithoutRef<typeof RadixPopover.Trigger>;

const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger(props, ref) {
    return <RadixPopover.Trigger ref={ref} {...props} />;
  },
);

/** Positions the popover against another element than the trigger (the location picker's field). */
export type PopoverAnchorProps = ComponentPropsWithoutRef<typeof RadixPopover.Anchor>;

const PopoverAnchor = forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor(props, ref) {
  return <RadixPopover.Anchor ref={ref} {...props} />;
});

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /**
   * Draw an arrow pointing at the trigger.
   * @default false
   */
  arrow?: boolean;
  /**
   * Distance between the trigger and the panel's edge in px (the arrow, 10 px, sits in it).
   * @default 20 with an arrow, 8 without (spec 1 §9)
   */
  sideOffset?: number;
  /**
   * Room kept from the viewport's edges in px.
   * @default 10 (spec 1 §9)
   */
  collisionPadding?: RadixPopover.PopoverContentProps['collisionPadding'];
  /**
   * Be at least as wide as the trigger (spec 1 §9).
   * @default true
   */
  matchTriggerWidth?: boolean;
}

/**
 * The floating panel, portalled into the nearest `<CorasRoot>` so it keeps the theme and escapes
 * the widget's overflow. Name it with `aria-label` or `aria-labelledby` (it is a dialog to screen
 * readers). Focus moves into it on open and back to the trigger on close.
 *
 * Data attributes: Radix's `data-state`, `data-side`, `data-align`; `data-match-trigger`.
 */
const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    arrow = false,
    sideOffset,
    collisionPadding = styles.VIEWPORT_PADDING,
    matchTriggerWidth = true,
    align = 'start',
    className,
    children,
    ...props
  },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        ref={ref}
        align={align}
        sideOffset={
          (sideOffset ?? (arrow ? styles.OFFSET_WITH_ARROW : styles.OFFSET_WITHOUT_ARROW)) -
          (arrow ? styles.ARROW_HEIGHT : 0)
        }
        collisionPadding={collisionPadding}
        {...props}
        data-match-trigger={matchTriggerWidth ? '' : undefined}
        className={cx(styles.content, className)}
      >
        {children}
        {arrow ? (
          <RadixPopover.Arrow
            className={styles.arrow}
            width={styles.ARROW_WIDTH}
            height={styles.ARROW_HEIGHT}
          />
        ) : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});

/** Closes the popover when pressed; pass `asChild` to make one of its buttons close it. */
export type PopoverCloseProps = ComponentPropsWithoutRef<typeof RadixPopover.Close>;

const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(props, ref) {
  return <RadixPopover.Close ref={ref} {...props} />;
});

/**
 * A popover on Radix Popover: the landing's date, sort and location dropdowns. Compose
 * `Popover.Root` › `Popover.Trigger` + `Popover.Content`; `Dropdown` is the one-call shorthand.
 *
 * @example
 * <Popover.Root>
 *   <Popover.Trigger asChild><Button variant="outlined">Sort by</Button></Popover.Trigger>
 *   <Popover.Content aria-label="Sort by" arrow>…</Popover.Content>
 * </Popover.Root>
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Anchor: PopoverAnchor,
  Content: PopoverContent,
  Close: PopoverClose,
};

export interface DropdownProps extends Omit<PopoverContentProps, 'children'> {
  /** The element that opens it, usually a `<Button>` (rendered as the trigger, `asChild`). */
  trigger: ReactElement;
  /** The panel's content. */
  children: ReactNode;
  /** Whether it is open (controlled). */
  open?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when it asks to open or close: trigger click, Escape, a click outside. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Trap focus inside and hide the rest of the page from assistive technology while open.
   * @default false
   */
  modal?: boolean;
}

/**
 * A trigger and its popover in one: `<Dropdown trigger={<Button>Sort by</Button>}>…</Dropdown>`.
 * Every `Popover.Content` prop applies to the panel (arrow, offsets, `aria-label`…).
 *
 * @example
 * <Dropdown trigger={<Button variant="outlined">Sort by</Button>} aria-label="Sort by"
 *   open={open} onOpenChange={setOpen}>
 *   <SelectList aria-label="Sort by" options={sortings} onChoose={() => setOpen(false)} />
 * </Dropdown>
 */
export const Dropdown = forwardRef<HTMLDivElement, DropdownProps>(function Dropdown(
  { trigger, children, open, defaultOpen, onOpenChange, modal, ...content },
  ref,
) {
  return (
    <RadixPopover.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
      {...(modal === undefined ? {} : { modal })}
    >
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <PopoverContent ref={ref} {...content}>
        {children}
      </PopoverContent>
    </RadixPopover.Root>
  );
});
