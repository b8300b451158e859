import type { PageParams, ParamsUpdate } from '@coras/booking-core';
import { isPlainClick } from '@coras/ui';
import { useAtomValue } from 'jotai';
import { createContext, type MouseEvent, useContext } from 'react';
import { paramsAtom } from '../navigation/navigation';

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

// Links (issue 19 §3). Here, beside `useNavigate`, rather than in a module of their own: the lazy
// chunks that use them (the navbar's search, the footer) import this module already, and a new
// module shared with them made the bundler split the landing's first load into one more file.

/**
 * The address of a navigation target: the provider's router's `href` of the page the target opens
 * (the parameters `navigate` would move to). `null` when the widget keeps no address.
 */
export const AddressContext = createContext<((update: ParamsUpdate) => string) | null>(null);

/** The props that make an element a navigation target (see {@link useTarget}). */
export interface TargetProps {
  /** The target's address when the widget keeps one in the page's URL: render a link. */
  href: string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Gives the props of the target that opens `update` (see {@link useTarget}). */
export type Target = (update: ParamsUpdate, onNavigate?: () => void) => TargetProps;

/**
 * Props for navigation targets. With address sync on (a router that names addresses) a target is
 * a link to its page's real address: a plain click navigates in place, while a click the browser
 * opens elsewhere (ctrl, cmd, shift or a middle click: a new tab or window) is left to the browser.
 * Without it there is no `href`: a button, whose click navigates. `onNavigate` runs on an in-place
 * navigation only.
 */
export function useTarget(): Target {
  const navigate = useNavigate();
  const address = useContext(AddressContext);
  return (update, onNavigate) => ({
    href: address?.(update),
    onClick: (event) => {
      if (address && !isPlainClick(event)) return;
      event.preventDefault();
      onNavigate?.();
      navigate(update);
    },
  });
}
