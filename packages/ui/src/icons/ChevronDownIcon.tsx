import { Icon, type IconProps } from './Icon';

/** A chevron pointing down (opens a list or panel). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 9l7 7 7-7" />
    </Icon>
  );
}
