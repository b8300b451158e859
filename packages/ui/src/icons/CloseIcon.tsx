import { Icon, type IconProps } from './Icon';

/** A cross (close a dialog, drawer or menu). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
