import { PinIcon } from '../../icons/icons';
import * as styles from './Pin.css';

export interface PinProps {
  /** Edge of the square box, in pixels. @default 20 */
  size?: number;
  /**
   * The accessible name. Without it the pin is decorative, which is right when the place's name is
   * written beside it.
   */
  title?: string | undefined;
  className?: string | undefined;
}

/**
 * The map pin of a location that is not a country (a city, a region) in the location picker
 * (spec 1 §2); countries show a {@link Flag}.
 */
export function Pin({ size = 20, title, className }: PinProps) {
  return (
    <PinIcon
      size={size}
      className={[styles.pin, className].filter(Boolean).join(' ')}
      {...(title ? { title } : {})}
    />
  );
}
