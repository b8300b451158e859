import { useId, useRef, useState } from 'react';
import * as styles from './Panel.css';

export interface EmbedSnippetsProps {
  react: string;
  element: string;
}

/** Copies text to the clipboard; where the Clipboard API is refused, through a selected textarea. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

function Snippet({ title, code }: { title: string; code: string }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  async function copy() {
    // Empty first, so a second 'Copied' is announced again.
    setStatus('');
    const copied = await copyText(code);
    setStatus(copied ? 'Copied' : 'Could not copy: select the code and copy it');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), 4000);
  }
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <h3 id={`${id}-title`} style={{ margin: 0, fontSize: '14px' }}>
          {title}
        </h3>
        <button type="button" className={styles.button} onClick={copy} aria-label={`Copy the ${title} code`}>
          Copy
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus (axe scrollable-region-focusable). */}
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The embed code of the current settings, for React and for the web component, each with a copy button. */
export function EmbedSnippets({ react, element }: EmbedSnippetsProps) {
  return (
    <div>
      <Snippet title="React" code={react} />
      <Snippet title="Web component (HTML)" code={element} />
    </div>
  );
}
