import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentPropsWithoutRef, forwardRef, useLayoutEffect, useRef } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './Tabs.css';

/**
 * Holds the selected tab: `value` / `defaultValue` / `onValueChange`, Radix's conventions.
 * Keyboard: ArrowLeft/ArrowRight move between tabs (wrapping), Home/End to the first and last;
 * with `activationMode="automatic"` (the default) moving also selects, with `"manual"` Enter or
 * Space does.
 */
export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

const TabsRoot = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot({ className, ...props }, ref) {
  return <RadixTabs.Root ref={ref} {...props} className={cx(styles.root, className)} />;
});

/**
 * Scrolls the list sideways, and nothing else, until its selected tab is inside it. Not
 * `scrollIntoView`, which also scrolls the host page when the list is off its screen.
 */
function revealSelectedTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!tab) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
  else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
}

/**
 * The row of tabs. Give it an `aria-label` naming the choice ('I need help with...'). It scrolls
 * sideways when the tabs are wider than the widget, and keeps the selected tab in view: on first
 * render (a page opened on its last tab) and whenever the selection changes (click, arrows, or a
 * new `value`).
 */
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;

const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ className, ...props }, ref) {
  const listRef = useRef<HTMLDivElement>(null);
  const mergedRef = useComposedRefs(ref, listRef);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    revealSelectedTab(list);
    // The selection lives in Radix's Root; the triggers' data-state is where the list sees it change.
    const observer = new MutationObserver(() => revealSelectedTab(list));
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return <RadixTabs.List ref={mergedRef} {...props} className={cx(styles.list, className)} />;
});

/** One tab. State: `data-state="active" | "inactive"` (and `aria-selected`), `data-disabled`. */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} {...props} className={cx(styles.trigger, className)} />;
});

/** The panel of the tab with the same `value`; only the selected one is rendered. */
export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Content ref={ref} {...props} className={cx(styles.content, className)} />;
});

/**
 * Tabs on Radix Tabs (the help page's 'I need help with...' sections, spec 2 §2).
 *
 * @example
 * <Tabs.Root defaultValue="faq-attractions">
 *   <Tabs.List aria-label="I need help with...">
 *     <Tabs.Trigger value="faq-attractions">Attractions</Tabs.Trigger>
 *     <Tabs.Trigger value="contact">Contact us</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="faq-attractions">…</Tabs.Content>
 *   <Tabs.Content value="contact">…</Tabs.Content>
 * </Tabs.Root>
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
