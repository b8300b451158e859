import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { Slot } from '@radix-ui/react-slot';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ComponentPropsWithoutRef,
  type Context,
  forwardRef,
  type MouseEvent,
  type Ref,
  type RefObject,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * What the parts of one lazily loaded overlay (Popover, Drawer) share. Their Root, Trigger and
 * Close are plain React; Radix renders only the panel, from a chunk loaded when the browser is idle
 * or the overlay first opens, so that a page full of closed overlays does not download them first.
 */
export interface OverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
}

/** An overlay root's props: Radix's `open` / `defaultOpen` / `onOpenChange` and `modal`. */
export interface OverlayRootOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  modal: boolean;
}

/** The state an overlay's Root provides to its parts. */
export function useOverlayState({ open, defaultOpen = false, onOpenChange, modal }: OverlayRootOptions) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Overlay',
  });
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  return useMemo<OverlayState>(
    () => ({ open: isOpen, setOpen, modal, contentId, triggerRef }),
    [isOpen, setOpen, modal, contentId],
  );
}

/** The nearest overlay's state; throws a clear error when `part` is used outside its Root. */
export function useOverlayPart<S>(context: Context<S | null>, name: string, part: string): S {
  const state = useContext(context);
  if (!state) throw new Error(`${name}.${part} must be used inside ${name}.Root`);
  return state;
}

/** Whether the overlay has opened once: its panel stays mounted from then on, to play its exit. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** A button of an overlay (its trigger, a close button); `asChild` renders its one child instead. */
export type OverlayButtonProps = ComponentPropsWithoutRef<'button'> & { asChild?: boolean | undefined };

/**
 * An overlay's trigger: carries `aria-haspopup="dialog"`, `aria-expanded`, `aria-controls` and
 * `data-state`, and opens the overlay (or, with `toggles`, toggles it). A click handler that
 * prevents the default keeps the overlay as it is.
 */
export const OverlayTrigger = forwardRef<
  HTMLButtonElement,
  OverlayButtonProps & { state: OverlayState; toggles: boolean }
>(function OverlayTrigger({ state, toggles, asChild = false, onClick, ...props }, ref) {
  const mergedRef = useComposedRefs<HTMLButtonElement>(ref, state.triggerRef as Ref<HTMLButtonElement>);
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type="button"
      aria-haspopup="dialog"
      aria-expanded={state.open}
      aria-controls={state.contentId}
      data-state={state.open ? 'open' : 'closed'}
      {...props}
      ref={mergedRef}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) state.setOpen(toggles ? !state.open : true);
      }}
    />
  );
});

/** A button that closes the overlay; a click handler that prevents the default keeps it open. */
export const OverlayClose = forwardRef<HTMLButtonElement, OverlayButtonProps & { state: OverlayState }>(
  function OverlayClose({ state, asChild = false, onClick, ...props }, ref) {
    const Component = asChild ? Slot : 'button';
    return (
      <Component
        type="button"
        {...props}
        ref={ref}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) state.setOpen(false);
        }}
      />
    );
  },
);
