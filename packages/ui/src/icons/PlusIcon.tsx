import { Icon, type IconProps } from './Icon';

/** A plus sign. */
export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 6v12M6 12h12" />
    </Icon>
  );
}
