import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { LazyModule } from './lazyModule';
import { useLazyModule } from './useLazyModule';

// Stand-ins of lazily loaded controls: apart from `lazyModule.ts`, so that a page's first load,
// which needs `lazyModule` and the idle gate, does not carry these hooks of the controls' stand-ins
// (a bundler keeps a module whole in one chunk).

/** What a stand-in's field held when the real control replaced it. */
export interface FieldHandOver {
  /** The text in the field. */
  value: string;
  /** Whether the field had the focus. */
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** The handlers that say a visitor is about to use a control: spread them on its stand-in. */
export interface LoadIntentProps {
  onPointerEnter(): void;
  onTouchStart(): void;
  onFocus(): void;
}

export interface StandIn<T, H> {
  /** The real module once loaded: render the real control instead of the stand-in. */
  module: T | undefined;
  /** Starts loading at once (a click on the stand-in). */
  load(): void;
  /** Pointer, touch and focus on the stand-in start loading at once. */
  intentProps: LoadIntentProps;
  /** What the visitor did in the stand-in, as last recorded: give it to the real control. */
  handOver: H | undefined;
  /** Records what the visitor did in the stand-in (see `fieldHandOver` for a field). */
  setHandOver: Dispatch<SetStateAction<H | undefined>>;
}

/**
 * A light stand-in for a control whose code is lazy (a combobox and its machine, a drawer's
 * button): the module loads on idle after the first render, or at once on the first pointer,
 * touch or focus on the stand-in, and what the visitor did meanwhile — the text typed, the caret,
 * the focus, a press — is handed over to the real control (see `useFieldHandOver`), so nothing is
 * lost and the page's first load is lighter.
 *
 * @example
 * const standIn = useStandIn<typeof import('./Picker'), FieldHandOver>(picker);
 * if (standIn.module) return <standIn.module.Picker handOver={standIn.handOver} />;
 * return (
 *   <div {...standIn.intentProps}>
 *     <input onInput={(event) => standIn.setHandOver(fieldHandOver(event.currentTarget))} />
 *   </div>
 * );
 */
export function useStandIn<T, H = FieldHandOver>(lazy: LazyModule<T>): StandIn<T, H> {
  const [wanted, setWanted] = useState(false);
  const module = useLazyModule(lazy, wanted);
  const [handOver, setHandOver] = useState<H | undefined>(undefined);
  const load = useCallback(() => setWanted(true), []);
  const intentProps = useMemo(() => ({ onPointerEnter: load, onTouchStart: load, onFocus: load }), [load]);
  return { module, load, intentProps, handOver, setHandOver };
}

/** A field's text, caret and focus, for `StandIn.setHandOver`; `changes` override what it reads. */
export function fieldHandOver(field: HTMLInputElement, changes: Partial<FieldHandOver> = {}): FieldHandOver {
  return {
    value: field.value,
    focused: field.ownerDocument.activeElement === field,
    selectionStart: field.selectionStart,
    selectionEnd: field.selectionEnd,
    ...changes,
  };
}

/**
 * Takes over from a stand-in (see `useStandIn`) as the real control mounts, before the first
 * paint: `apply` puts the text typed into the control's state; then, once rendered with it, the
 * field gets the focus back with the caret where it was.
 */
export function useFieldHandOver(
  handOverProp: FieldHandOver | undefined,
  field: RefObject<HTMLInputElement | null>,
  apply: (handOver: FieldHandOver) => void,
): void {
  // What the stand-in held as this control replaced it; whatever it reports later is not ours.
  const [handOver] = useState(handOverProp);
  const [step, setStep] = useState<'apply' | 'focus' | 'done'>(handOver ? 'apply' : 'done');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over happens once, on mount.
  useLayoutEffect(() => {
    if (!handOver || step === 'done') return;
    if (step === 'apply') {
      apply(handOver);
      setStep('focus');
      return;
    }
    const input = field.current;
    if (input && handOver.focused) {
      input.focus();
      if (handOver.selectionStart !== null && handOver.selectionEnd !== null) {
        input.setSelectionRange(handOver.selectionStart, handOver.selectionEnd);
      }
    }
    setStep('done');
  }, [step]);
}

/** What a stand-in button saw: the focus, and a press asking to open what the real one opens. */
export interface TriggerHandOver {
  focused: boolean;
  pressed: boolean;
}

/**
 * Takes over from a stand-in button (see `useStandIn`) as the real one mounts: a press opens what
 * it opens (pass `handOver.pressed` as the initial open state), and otherwise the focus comes back
 * to the button.
 */
export function useTriggerHandOver(
  handOverProp: TriggerHandOver | undefined,
  trigger: RefObject<HTMLElement | null>,
): void {
  const [handOver] = useState(handOverProp);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over happens once, on mount.
  useLayoutEffect(() => {
    if (handOver?.focused && !handOver.pressed) trigger.current?.focus();
  }, []);
}

/** A stand-in button's handlers (see `TriggerStandIn.triggerProps`). */
export interface TriggerIntentProps extends LoadIntentProps {
  onBlur(): void;
  onPointerDown(event: PointerEvent): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * A stand-in button drawn without the kit's `Popover.Root` or `Drawer.Root`: the attributes their
 * closed `Trigger` gives the real button, the load intents, and a click that presses.
 */
export interface StandInButtonProps extends TriggerIntentProps {
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
  /** An id of its own, as the closed trigger's: the panel it names is not rendered while closed. */
  'aria-controls': string;
  'data-state': 'closed';
  /** Marks a stand-in in the page (its real control replaces it): tests wait for none to remain. */
  'data-stand-in': '';
  onClick(): void;
}

/** A stand-in button's side of `useStandIn`: what to spread on it, and what its press does. */
export interface TriggerStandIn<T> {
  module: T | undefined;
  handOver: TriggerHandOver | undefined;
  /**
   * Pointer, touch and focus start loading; focus and blur are recorded for the hand-over; a press
   * begun (pointer or Space down) keeps the stand-in until its click, blur or the pointer leaving.
   */
  triggerProps: TriggerIntentProps;
  /**
   * `triggerProps` with a closed popover's or drawer's trigger attributes and `press` on click:
   * spread on a stand-in `<Button>` that has no kit root around it, so neither the `Popover` nor
   * the `Drawer` module is needed before the real control arrives.
   */
  buttonProps: StandInButtonProps;
  /** The stand-in was pressed: the real control opens what it opens as it arrives. */
  press(): void;
}

/** `useStandIn` for a button that opens something (a drawer, a menu); see `useTriggerHandOver`. */
export function useTriggerStandIn<T>(lazy: LazyModule<T>): TriggerStandIn<T> {
  const { module, load, intentProps, handOver, setHandOver } = useStandIn<T, TriggerHandOver>(lazy);
  // Between a press's start (pointer or Space down) and its click the stand-in stays: swapped
  // under the pointer or the key, its click would reach neither button and the press be lost.
  const [held, setHeld] = useState(false);
  const triggerProps = useMemo(
    () => ({
      ...intentProps,
      onFocus() {
        load();
        setHandOver((current) => ({ pressed: false, ...current, focused: true }));
      },
      onBlur() {
        setHeld(false);
        setHandOver((current) => current && { ...current, focused: false });
      },
      onPointerDown(event: PointerEvent) {
        if (event.button === 0) setHeld(true);
      },
      onPointerLeave() {
        setHeld(false);
      },
      onPointerCancel() {
        setHeld(false);
      },
      onKeyDown(event: KeyboardEvent) {
        if (event.key === ' ') setHeld(true);
      },
    }),
    [intentProps, load, setHandOver],
  );
  const press = useCallback(() => {
    load();
    setHeld(false);
    setHandOver({ focused: true, pressed: true });
  }, [load, setHandOver]);
  const contentId = useId();
  const buttonProps = useMemo(
    () => ({
      // The order in which Popover.Trigger and Drawer.Trigger write them.
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': false as const,
      'aria-controls': contentId,
      'data-state': 'closed' as const,
      'data-stand-in': '' as const,
      ...triggerProps,
      onClick: press,
    }),
    [contentId, triggerProps, press],
  );
  return { module: held ? undefined : module, handOver, triggerProps, buttonProps, press };
}
