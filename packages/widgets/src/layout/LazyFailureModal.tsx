import { lazy, Suspense, useEffect, useState } from 'react';
import type { FailureModalProps } from './FailureModal';

const load = () => import('./FailureModal');
const FailureModal = lazy(() => load().then((module) => ({ default: module.FailureModal })));

/**
 * The error modal, kept out of the page's first load: the dialog machinery (focus trap, scroll lock,
 * dismissable layer) is a third of the landing's script and most visits never fail. Its chunk is
 * fetched once the page is idle, so it is there before a failure — even one caused by the network
 * going away. Once opened it stays mounted, so it can animate closed.
 */
export function LazyFailureModal(props: FailureModalProps) {
  const [needed, setNeeded] = useState(props.open);
  if (props.open && !needed) setNeeded(true);

  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => {
      void load().catch(() => undefined);
    });
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <FailureModal {...props} />
    </Suspense>
  ) : null;
}
