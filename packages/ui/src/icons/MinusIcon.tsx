import { Icon, type IconProps } from './Icon';

/** A horizontal bar (indeterminate). */
export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 12h12" />
    </Icon>
  );
}
