import { ChevronDownIcon, visuallyHidden } from '@coras/ui';
import type { NavbarSetting } from './useNavbarSettings';

/** A setting menu's button text: the setting's name for screen readers, then its value. */
export function SettingButtonContent({ label, setting }: { label: string; setting: NavbarSetting }) {
  return (
    <>
      <span className={visuallyHidden}>{`${label}: `}</span>
      {setting.valueLabel}
      <ChevronDownIcon size={16} />
    </>
  );
}
