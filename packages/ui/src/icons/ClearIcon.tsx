import { Icon, type IconProps } from './Icon';

/** A cross in a circle (clear a field). */
export function ClearIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </Icon>
  );
}
