import type { Page, PageItem } from '@coras/api-client';
import { Accordion } from '@coras/ui';
import * as styles from './HelpPage.css';
import { HelpFailure, HelpSkeleton } from './HelpStates';
import { HelpHtml } from './html/HelpHtml';
import type { HelpLoad } from './useHelpData';

type HeadingLevel = 3 | 4 | 5 | 6;
const deeper = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

/**
 * An FAQ tab (spec 2 §2, §3 'Page content'): the page's title, then its sections, each a name
 * and accordion items of header and content — one item open at a time across the page.
 */
export function FaqPanel({ load }: { load: HelpLoad<Page> }) {
  if (load.status === 'loading') return <HelpSkeleton />;
  if (!load.data) return <HelpFailure onRetry={load.retry} />;
  const page = load.data;
  return (
    <div className={styles.faq}>
      <h3 className={styles.panelTitle}>{page.title}</h3>
      <Accordion.Root className={styles.faqSections}>
        {page.content.sections.map((section, sectionIndex) => {
          const itemLevel: HeadingLevel = section.name ? 5 : 4;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: server sections have no ids; their order is their identity.
            <section key={sectionIndex} className={styles.faqSection}>
              {section.name ? <h4 className={styles.sectionTitle}>{section.name}</h4> : null}
              {section.content ? <HelpHtml html={section.content} /> : null}
              {section.items?.length ? (
                <div className={styles.accordion}>
                  {section.items.map((item, itemIndex) => (
                    <Accordion.Item
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above, for items.
                      key={itemIndex}
                      value={`${sectionIndex}-${itemIndex}`}
                    >
                      <Accordion.Trigger headingLevel={itemLevel}>{item.header}</Accordion.Trigger>
                      <Accordion.Content>
                        <FaqAnswer item={item} level={deeper(itemLevel)} />
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </div>
              ) : null}
            </section>
          );
        })}
      </Accordion.Root>
    </div>
  );
}

/** An answer: its HTML, then any nested items, each a heading and an answer of its own. */
function FaqAnswer({ item, level }: { item: PageItem; level: HeadingLevel }) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.answer}>
      {item.content ? <HelpHtml html={item.content} /> : null}
      {item.items?.map((nested, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: server items have no ids; their order is their identity.
        <div key={index} className={styles.answer}>
          {nested.header ? <Heading className={styles.nestedTitle}>{nested.header}</Heading> : null}
          <FaqAnswer item={nested} level={deeper(level)} />
        </div>
      ))}
    </div>
  );
}
