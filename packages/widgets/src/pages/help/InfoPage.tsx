import type { Page, PageItem, PageSection } from '@coras/api-client';
import { useId } from 'react';
import * as styles from './HelpPage.css';
import { HelpFailure, HelpSkeleton } from './HelpStates';
import { HelpHtml } from './html/HelpHtml';
import type { HelpLoad } from './useHelpData';

/**
 * A numbered information page — cookies, privacy-policy, terms-and-conditions (spec 2 §2): its
 * title, then its sections numbered 1., 2., … and their items 2.1, 2.2, … The article takes the
 * focus when a help link opens it.
 */
export function InfoPage({ load }: { load: HelpLoad<Page> }) {
  const titleId = useId();
  const page = load.data;
  return (
    <article
      className={styles.info}
      tabIndex={-1}
      data-help-focus=""
      aria-labelledby={page ? titleId : undefined}
      aria-busy={load.status === 'loading' || undefined}
    >
      {load.status === 'loading' ? <HelpSkeleton rows={4} /> : null}
      {load.status === 'error' ? <HelpFailure onRetry={load.retry} /> : null}
      {page ? (
        <>
          <h2 id={titleId} className={styles.heading}>
            {page.title}
          </h2>
          <NumberedEntries entries={page.content.sections.map(fromSection)} prefix="" level={3} />
        </>
      ) : null}
    </article>
  );
}

interface Entry {
  heading?: string | undefined;
  content?: string | undefined;
  items?: PageItem[] | undefined;
}

const fromSection = (section: PageSection): Entry => ({
  heading: section.name,
  content: section.content,
  items: section.items,
});
const fromItem = (item: PageItem): Entry => ({
  heading: item.header,
  content: item.content,
  items: item.items,
});

function NumberedEntries({ entries, prefix, level }: { entries: Entry[]; prefix: string; level: number }) {
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <ol className={prefix ? styles.numberedNested : styles.numbered}>
      {entries.map((entry, index) => {
        const number = prefix ? `${prefix}.${index + 1}` : `${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: server sections have no ids; their order is their identity.
          <li key={index} className={styles.entry}>
            {entry.heading ? (
              <Heading className={prefix ? styles.entryTitleNested : styles.entryTitle}>
                <span className={styles.number}>{prefix ? number : `${number}.`}</span> {entry.heading}
              </Heading>
            ) : null}
            {entry.content ? <HelpHtml html={entry.content} /> : null}
            {entry.items?.length ? (
              <NumberedEntries entries={entry.items.map(fromItem)} prefix={number} level={level + 1} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
