import { Icon, type IconProps } from './Icon';

/** A chevron pointing left (back, previous). */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}
