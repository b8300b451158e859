import { Icon, type IconProps } from './Icon';

/** A chevron pointing right (forward, next). */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}
