import { setNonce } from 'get-nonce';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { container, root } from './root.css';
import { themeVariables } from './theme';
import type { CorasThemeOverrides } from './tokens';

/**
 * Where dialogs, drawers and dropdowns portal to: inside the root, so they keep the theme. Made
 * before the root's first render (none on a server, whose HTML has no overlay open) and put in its
 * place as the root mounts, so the portals' target is the same from the start: a context value that
 * changed as the root mounted would throw away the server HTML of every Suspense boundary still
 * waiting to hydrate below the root.
 */
function portalTarget(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const target = document.createElement('div');
  target.setAttribute('data-coras-portal', '');
  return target;
}

const RootContext = createContext<HTMLElement | null>(null);

/** The portal target of the nearest `<CorasRoot>` (`null` outside one: Radix then uses `document.body`). */
export function usePortalContainer(): HTMLElement | null {
  return useContext(RootContext);
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
        <div
          ref={(place) => {
            // Once: moving it again (a re-render calls a new ref) would blur what has the focus in it.
            if (portal && place && portal.parentNode !== place) place.append(portal);
          }}
        />
      </RootContext.Provider>
    </div>
  );
}
