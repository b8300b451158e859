import { setNonce } from 'get-nonce';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { container, root } from './root.css';
import { themeVariables } from './theme';
import type { CorasThemeOverrides } from './tokens';

interface RootContextValue {
  /** Where dialogs, drawers and dropdowns portal to: inside the root, so they keep the theme. */
  portalContainer: HTMLElement | null;
}

const RootContext = createContext<RootContextValue>({ portalContainer: null });

/** The portal target of the nearest `<CorasRoot>` (`null` outside one: Radix then uses `document.body`). */
export function usePortalContainer(): HTMLElement | null {
  return useContext(RootContext).portalContainer;
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
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  if (nonce) setNonce(nonce);
  return (
    <div
      {...props}
      className={['coras-root', root, className].filter(Boolean).join(' ')}
      style={{ ...themeVariables(theme), ...style }}
    >
      <RootContext.Provider value={{ portalContainer }}>
        <div className={container}>{children}</div>
        <div data-coras-portal="" ref={setPortalContainer} />
      </RootContext.Provider>
    </div>
  );
}
