import type { CorasLogger } from '@coras/api-client';
import { UI_STYLE_SHEET_MARKER } from '@coras/ui';
import { type RefObject, useEffect } from 'react';
import { STYLE_SHEET_MARKER } from './CorasProvider.css';

/** The style sheets a host imports once (README, 'Embed it in five minutes'), by their marker. */
const STYLE_SHEETS = [
  { marker: UI_STYLE_SHEET_MARKER, sheet: '@coras/ui/styles.css' },
  { marker: STYLE_SHEET_MARKER, sheet: '@coras/widgets/styles.css' },
] as const;

/**
 * In development builds, warns once per provider about each style sheet the host page has not
 * loaded, by name: without it the widget renders unstyled, which is easy to miss on the landing
 * page and glaring on the payment page. Production builds skip the check (and its style read).
 */
export function useStyleSheetCheck(root: RefObject<HTMLElement | null>, logger: CorasLogger): void {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    const element = root.current;
    if (!element || typeof getComputedStyle !== 'function') return;
    const style = getComputedStyle(element);
    for (const { marker, sheet } of STYLE_SHEETS) {
      if (style.getPropertyValue(marker).trim() === '')
        logger.warn(
          `Coras widget: the style sheet ${sheet} is not loaded, so the widget is unstyled. Import it once in your app: import '${sheet}';`,
        );
    }
  }, [root, logger]);
}
