import { Icon, type IconProps } from './Icon';

/** A chevron pointing up (closes a list or panel). */
export function ChevronUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 15l7-7 7 7" />
    </Icon>
  );
}
