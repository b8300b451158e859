import { Icon, type IconProps } from './Icon';

/** A right-pointing arrow (forward, "go"). */
export function ArrowIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
