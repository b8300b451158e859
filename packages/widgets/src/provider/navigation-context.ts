import type { PageParams, ParamsUpdate } from '@coras/booking-core';
import { createContext, useContext } from 'react';
import { paramsAtom } from '../navigation/navigation';
import { useAtomValue } from '../state/store';

/**
 * Switches the page (spec 1 §2): updates the widget's parameters, records a history entry when an
 * address router is on (`replace` skips it), and tells the host page through `onParamsUpdate`.
 */
export type Navigate = (update: ParamsUpdate, options?: { replace?: boolean }) => void;

export const NavigationContext = createContext<Navigate | null>(null);

/** The navigate function of the nearest provider. */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigationContext);
  if (!navigate) throw new Error('Coras widgets must be rendered inside <CorasProvider>.');
  return navigate;
}

/** The current page and its parameters. */
export function usePageParams(): PageParams {
  return useAtomValue(paramsAtom);
}
