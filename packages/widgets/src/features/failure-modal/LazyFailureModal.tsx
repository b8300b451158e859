import { IdleLoadGate, whenIdleAfter } from '@coras/ui';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import type { FailureModalProps } from './FailureModal';

const load = () => import('./FailureModal');
const FailureModal = lazy(() => load().then((module) => ({ default: module.FailureModal })));

/**
 * The error modal, kept out of the page's first load: the dialog machinery (focus trap, scroll lock,
 * dismissable layer) is a third of the landing's script and most visits never fail. Its chunk is
 * fetched once the page is idle, so it is there before a failure — even one caused by the network
 * going away — but only once the first page's content is on screen (the provider's first-page
 * gate), so that it does not download beside the first cards. Once opened it stays mounted, so it
 * can animate closed.
 */
export function LazyFailureModal(props: FailureModalProps) {
  const [needed, setNeeded] = useState(props.open);
  if (props.open && !needed) setNeeded(true);

  const gate = useContext(IdleLoadGate);
  useEffect(() => whenIdleAfter(gate, () => void load().catch(() => undefined)), [gate]);

  return needed ? (
    <Suspense fallback={null}>
      <FailureModal {...props} />
    </Suspense>
  ) : null;
}
