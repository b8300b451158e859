import { useState } from 'react';
import { FlagIcon } from '../../icons/icons';
import * as styles from './Flag.css';

export interface FlagProps {
  /**
   * The flag image's URL (the storefront builds it with booking-core's `countryFlagUrl`). Without
   * one, the flag icon shows.
   */
  src: string | undefined;
  /** Width in pixels, like an icon's; the flag is 4:3 (cropped to fill). @default 20 */
  size?: number;
  /**
   * The accessible name (the country's name). Without it the flag is decorative, which is right
   * when the country's name is written beside it.
   */
  title?: string | undefined;
  className?: string | undefined;
}

/**
 * A country's flag, for country locations in the location picker (spec 1 §2). Falls back to the
 * flag icon when there is no image URL or the image fails to load.
 *
 * Data attributes: `data-fallback` on the icon shown instead of the image.
 *
 * @example
 * <Flag src={countryFlagUrl(config.assetsUrl, 'IE')} />
 */
export function Flag({ src, size = 20, title, className }: FlagProps) {
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
