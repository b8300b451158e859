import { Button, ChevronDownIcon, Dropdown, SelectList } from '@coras/ui';
import { useState } from 'react';
import { visuallyHidden } from '../location-picker/combobox.css';
import * as styles from './Navbar.css';
import type { NavbarSetting } from './useNavbarSettings';

export interface SettingMenuProps {
  /** The setting's name ('Language', 'Currency'): the list's name, and read before the button's value. */
  label: string;
  setting: NavbarSetting;
}

/**
 * A navbar dropdown for one setting: a button showing the current value, opening the configured
 * choices as the kit's select list (arrows, Home, End, type-ahead, Enter). Choosing closes it.
 */
export function SettingMenu({ label, setting }: SettingMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      aria-label={label}
      align="end"
      matchTriggerWidth={false}
      trigger={
        <Button variant="transparent" size="sm" className={styles.settingButton}>
          <span className={visuallyHidden}>{`${label}: `}</span>
          {setting.valueLabel}
          <ChevronDownIcon size={16} />
        </Button>
      }
    >
      <SelectList
        aria-label={label}
        size="short"
        options={setting.options}
        value={setting.value}
        onChoose={(value) => {
          setOpen(false);
          setting.choose(value);
        }}
      />
    </Dropdown>
  );
}
