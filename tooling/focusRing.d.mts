/** A focus indicator as computed: its width, its colour, and its contrast with what it is drawn on. */
export interface FocusRing {
  /** Where it is drawn: the focused element, an ancestor (`:focus-within`), an option or a pseudo-element. */
  on: string;
  width: number;
  color: string;
  contrast: number;
}
export declare function focusRingOf(element: Element): FocusRing | null;
