import { useState } from 'react';
import { FlagIcon } from '../../icons/icons';
import * as styles from './Flag.css';

export interface FlagProps {
  /**
   * The country's ISO 3166-1 alpha-2 code (`'IE'`, `'fr'`; case does not matter). Without a usable
   * code the flag icon shows.
   */
  code: string | null | undefined;
  /**
   * The widget's `assets-url` (spec 1 §1): flags are read from `{assetsUrl}/flags/{code}.svg`, the
   * code in lower case.
   */
  assetsUrl: string;
  /** Width in pixels, like an icon's; the flag is 4:3 (cropped to fill). @default 20 */
  size?: number;
  /**
   * The accessible name (the country's name). Without it the flag is decorative, which is right
   * when the country's name is written beside it.
   */
  title?: string | undefined;
  className?: string | undefined;
}

const COUNTRY_CODE = /^[a-z]{2}(-[a-z0-9]{1,3})?$/i;

/** The URL of a country's flag image: `{assetsUrl}/flags/{lowercase code}.svg`, or `undefined`. */
export function flagUrl(assetsUrl: string, code: string | null | undefined): string | undefined {
  const trimmed = code?.trim() ?? '';
  if (!COUNTRY_CODE.test(trimmed)) return undefined;
  return `${assetsUrl.replace(/\/+$/, '')}/flags/${trimmed.toLowerCase()}.svg`;
}

/**
 * A country's flag, for country locations in the location picker (spec 1 §2). Falls back to the
 * flag icon when the code is unusable or the image fails to load.
 *
 * Data attributes: `data-fallback` on the icon shown instead of the image.
 *
 * @example
 * <Flag code="IE" assetsUrl={config.assetsUrl} />
 */
export function Flag({ code, assetsUrl, size = 20, title, className }: FlagProps) {
  const src = flagUrl(assetsUrl, code);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) {
    return (
      <FlagIcon
        size={size}
        className={[styles.fallbackIcon, className].filter(Boolean).join(' ')}
        data-fallback=""
        {...(title ? { title } : {})}
      />
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt={title ?? ''}
      width={size}
      height={Math.round((size * 3) / 4)}
      loading="lazy"
      decoding="async"
      className={[styles.flag, className].filter(Boolean).join(' ')}
      onError={() => setFailedSrc(src)}
    />
  );
}
