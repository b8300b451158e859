import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type * as RadixPopover from '@radix-ui/react-popover';
import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  useMemo,
  useRef,
} from 'react';
import { lazyModule } from '../../hooks/lazyModule';
import {
  OverlayClose,
  OverlayTrigger,
  useOpenedOnce,
  useOverlayPart,
  useOverlayState,
} from '../../hooks/overlay';
import { useLazyModule } from '../../hooks/useLazyModule';
import { cx } from '../../styles/cx';
import * as styles from './Popover.css';
import type { PopoverContentProps, PopoverState } from './PopoverTypes';

export type { PopoverContentProps } from './PopoverTypes';

const PopoverContext = createContext<PopoverState | null>(null);

const panel = lazyModule(() => import('./PopoverPanel'));

/**
 * Holds a popover's open state: `open` / `defaultOpen` / `onOpenChange`, Radix's conventions. It
 * opens and closes on a trigger click, and asks to close on Escape or a click outside (spec 1 §4
 * 'Dropdowns open and close on trigger click or close request'). Never modal: the page stays
 * reachable and scrollable (a modal panel is a `Dialog`, whose scroll lock injects no `<style>`).
 */
export type PopoverRootProps = Omit<RadixPopover.PopoverProps, 'modal'>;

function PopoverRoot({ open, defaultOpen, onOpenChange, children }: PopoverRootProps) {
  const overlay = useOverlayState({ open, defaultOpen, onOpenChange, modal: false });
  const anchorRef = useRef<HTMLElement | null>(null);
  const state = useMemo(() => ({ ...overlay, anchorRef }), [overlay]);
  return <PopoverContext.Provider value={state}>{children}</PopoverContext.Provider>;
}

/**
 * The element that opens the popover; pass `asChild` to use the kit's `<Button>`. It carries
 * `aria-haspopup="dialog"`, `aria-expanded`, `aria-controls` and `data-state="open" | "closed"`.
 */
export type PopoverTriggerProps = ComponentPropsWithoutRef<typeof RadixPopover.Trigger>;

/** Closes the popover when pressed; pass `asChild` to make one of its buttons close it. */
export type PopoverCloseProps = ComponentPropsWithoutRef<typeof RadixPopover.Close>;

const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger(props, ref) {
    const state = useOverlayPart(PopoverContext, 'Popover', 'Trigger');
    return <OverlayTrigger {...props} ref={ref} state={state} toggles={true} />;
  },
);

const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(props, ref) {
  const state = useOverlayPart(PopoverContext, 'Popover', 'Close');
  return <OverlayClose {...props} ref={ref} state={state} />;
});

/** Positions the popover against another element than the trigger (the location picker's field). */
export type PopoverAnchorProps = ComponentPropsWithoutRef<typeof RadixPopover.Anchor>;

const PopoverAnchor = forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor(
  { asChild = false, ...props },
  ref,
) {
  const state = useOverlayPart(PopoverContext, 'Popover', 'Anchor');
  const mergedRef = useComposedRefs<HTMLDivElement>(ref, state.anchorRef as Ref<HTMLDivElement>);
  const Component = asChild ? Slot : 'div';
  return <Component {...props} ref={mergedRef} />;
});

/**
 * The floating panel, portalled into the nearest `<CorasRoot>` so it keeps the theme and escapes
 * the widget's overflow. Name it with `aria-label` or `aria-labelledby` (it is a dialog to screen
 * readers). Focus moves into it on open and back to the trigger on close.
 *
 * Data attributes: Radix's `data-state`, `data-side`, `data-align`; `data-match-trigger`.
 */
const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  { className, ...props },
  ref,
) {
  const state = useOverlayPart(PopoverContext, 'Popover', 'Content');
  // Mounted from the first open on, so that closing plays the exit animation.
  const opened = useOpenedOnce(state.open);
  const module = useLazyModule(panel, opened);
  if (!module || !opened) return null;
  // The style sheet belongs to this module, not the panel's chunk: loaded later, its rules would
  // come after (and override) the classes consumers add.
  return (
    <module.PopoverPanel
      ref={ref}
      state={state}
      classes={{ content: cx(styles.content, className), arrow: styles.arrow }}
      {...props}
    />
  );
});

/**
 * A popover (Radix Popover, loaded with its first panel): the landing's date, sort and location dropdowns. Compose
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
  { trigger, children, open, defaultOpen, onOpenChange, ...content },
  ref,
) {
  return (
    <PopoverRoot
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent ref={ref} {...content}>
        {children}
      </PopoverContent>
    </PopoverRoot>
  );
});
