import { Button, Dropdown, SelectList, type TriggerHandOver, useTriggerHandOver } from '@coras/ui';
import { useRef, useState } from 'react';
import * as styles from './Navbar.css';
import { SettingButtonContent } from './SettingButtonContent';
import type { NavbarSetting } from './useNavbarSettings';

export interface SettingMenuProps {
  /** The setting's name ('Language', 'Currency'): the list's name, and read before the button's value. */
  label: string;
  setting: NavbarSetting;
  /** What its stand-in (`LazySettingMenu`) saw: a press opens the menu, else the focus returns. */
  handOver?: TriggerHandOver | undefined;
}

/**
 * A navbar dropdown for one setting: a button showing the current value, opening the configured
 * choices as the kit's select list (arrows, Home, End, type-ahead, Enter). Choosing closes it. The
 * navbar shows it through `LazySettingMenu`.
 */
export function SettingMenu({ label, setting, handOver }: SettingMenuProps) {
  const [open, setOpen] = useState(handOver?.pressed ?? false);
  const button = useRef<HTMLButtonElement | null>(null);
  useTriggerHandOver(handOver, button);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      aria-label={label}
      align="end"
      matchTriggerWidth={false}
      trigger={
        <Button ref={button} variant="transparent" size="sm" className={styles.settingButton}>
          <SettingButtonContent label={label} setting={setting} />
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
