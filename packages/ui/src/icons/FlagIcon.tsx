import { Icon, type IconProps } from './Icon';

/** A flag on a pole (a country, when no national flag image is available). */
export function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
    </Icon>
  );
}
