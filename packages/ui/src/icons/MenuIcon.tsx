import { Icon, type IconProps } from './Icon';

/** Three horizontal bars (menu). */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}
