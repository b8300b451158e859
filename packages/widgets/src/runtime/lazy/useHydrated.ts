import { startTransition, useEffect, useState } from 'react';
import { useServerHtmlMount } from './serverHtml';

/**
 * Whether the browser has taken this component over: `false` while a server's HTML is written or
 * hydrated, `true` in the browser's own renders. After a hydration it turns `true` in a transition,
 * a render React splits between tasks, where `useServerHtml`'s change is one React forces at once
 * (one long task: a details page's texts sanitised, its other attractions drawn).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useServerHtmlMount());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
