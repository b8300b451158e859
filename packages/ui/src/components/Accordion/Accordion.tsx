import * as RadixAccordion from '@radix-ui/react-accordion';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../styles/cx';
import * as styles from './Accordion.css';

export interface AccordionRootProps
  extends Omit<RadixAccordion.AccordionSingleProps, 'type' | 'collapsible'> {}

/**
 * The accordion: one item open at a time, and clicking the open item closes it (spec 2 §2, the
 * tour's 'What's included'… items and the help page's FAQ). Radix's single, collapsible accordion:
 * `value` / `defaultValue` / `onValueChange` hold the open item's value (`''` when none is open).
 * Keyboard: Tab to a header, Enter or Space toggles, ArrowDown/ArrowUp move between headers, Home
 * and End go to the first and last.
 */
const AccordionRoot = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(
  { className, ...props },
  ref,
) {
  return (
    <RadixAccordion.Root
      ref={ref}
      type="single"
      collapsible
      {...props}
      className={cx(styles.root, className)}
    />
  );
});

/** One section. State: `data-state="open" | "closed"`, `data-disabled`. */
export type AccordionItemProps = RadixAccordion.AccordionItemProps;

const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { className, ...props },
  ref,
) {
  return <RadixAccordion.Item ref={ref} {...props} className={cx(styles.item, className)} />;
});

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Trigger> {
  /** The level of the heading that wraps the button, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The item's header: a heading holding the button that opens and closes the item, with a chevron
 * that turns when it is open. State: `data-state="open" | "closed"` (and `aria-expanded`).
 */
const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { headingLevel = 3, className, children, ...props },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild className={styles.header}>
      <Heading>
        <RadixAccordion.Trigger ref={ref} {...props} className={cx(styles.trigger, className)}>
          {children}
          <ChevronDownIcon className={styles.chevron} />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
});

/** The item's body; its height animates open and closed (not under reduced motion). */
export type AccordionContentProps = ComponentPropsWithoutRef<typeof RadixAccordion.Content>;

const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { className, children, ...props },
  ref,
) {
  return (
    <RadixAccordion.Content ref={ref} {...props} className={cx(styles.content, className)}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
});

/**
 * An accordion on Radix Accordion, one item open at a time.
 *
 * @example
 * <Accordion.Root defaultValue="included">
 *   <Accordion.Item value="included">
 *     <Accordion.Trigger>What's included</Accordion.Trigger>
 *     <Accordion.Content>Guide, coach, entry tickets.</Accordion.Content>
 *   </Accordion.Item>
 * </Accordion.Root>
 */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
