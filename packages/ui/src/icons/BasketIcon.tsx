import { Icon, type IconProps } from './Icon';

/** A shopping basket. */
export function BasketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 9h18l-2 11H5L3 9z" />
      <path d="M8 9l4-6 4 6" />
    </Icon>
  );
}
