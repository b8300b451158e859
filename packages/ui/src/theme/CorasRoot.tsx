import { setNonce } from 'get-nonce';
import { type ComponentProps, createContext, useContext, useState, useSyncExternalStore } from 'react';
import { container, root } from './root.css';
import { themeVariables } from './theme';
import type { CorasThemeOverrides } from './tokens';

/**
 * Where dialogs, drawers and dropdowns portal to: inside the root, so they keep the theme. Known
 * once the root's element is there; a store (not a context value that changes), so that its
 * arrival re-renders only the parts that portal — a change of context would also throw away the
 * server HTML of every Suspense boundary still waiting to hydrate below the root.
 */
interface PortalTarget {
  get(): HTMLElement | null;
  set(element: HTMLElement | null): void;
  subscribe(listener: () => void): () => void;
}

function portalTarget(): PortalTarget {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set(next) {
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RootContext = createContext<PortalTarget | null>(null);
const unchanging = () => () => undefined;
const none = () => null;

/** The portal target of the nearest `<CorasRoot>` (`null` outside one: Radix then uses `document.body`). */
export function usePortalContainer(): HTMLElement | null {
  const target = useContext(RootContext);
  return useSyncExternalStore(target?.subscribe ?? unchanging, target?.get ?? none, none);
}

export interface CorasRootProps extends ComponentProps<'div'> {
  /** A distributor's brand: any subset of the theme tokens, applied at runtime without a rebuild. */
  theme?: CorasThemeOverrides | undefined;
  /**
   * The Content-Security-Policy nonce of the host page, given to any `<style>` element a Radix part
   * adds (through get-nonce). The kit's dialogs and drawers add none — their scroll lock goes through
   * the CSSOM — so a strict `style-src 'self'` policy needs no nonce for them.
   */
  nonce?: string | undefined;
}

/**
 * The root every Coras widget renders in: the theme, the reset of inherited styles, the layout's
 * query container, and the portal target of overlays. Render it once per widget.
 *
 * @example
 * <CorasRoot theme={{ color: { brand: '#7a1fa2' } }} nonce={cspNonce}>…</CorasRoot>
 */
export function CorasRoot({ theme, nonce, className, style, children, ...props }: CorasRootProps) {
  const [portal] = useState(portalTarget);
  if (nonce) setNonce(nonce);
  return (
    <div
      {...props}
      className={['coras-root', root, className].filter(Boolean).join(' ')}
      style={{ ...themeVariables(theme), ...style }}
    >
      <RootContext.Provider value={portal}>
        <div className={container}>{children}</div>
        <div data-coras-portal="" ref={portal.set} />
      </RootContext.Provider>
    </div>
  );
}
