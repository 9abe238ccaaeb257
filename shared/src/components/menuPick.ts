/**
 * antd runs a menu item on Enter's keydown; the keypress that follows lands on whatever the item
 * just put the focus on (a confirmation's OK, the lock screen's button) and presses that too, so
 * "Delete" or "Log out" chosen by keyboard would skip their confirmation. A menu's onClick built
 * here stops the key's default when the item was chosen with a key.
 */
import type { MenuProps } from 'antd';

type MenuClick = NonNullable<MenuProps['onClick']>;

export const keyStaysInMenu: MenuClick = ({ domEvent }) => {
  if (domEvent.type === 'keydown') domEvent.preventDefault();
};

/** The menu's onClick: runs the chosen key's action, the key kept in the menu. */
export function pickFromMenu(run: (key: string) => void): MenuClick {
  return (info) => {
    keyStaysInMenu(info);
    run(info.key);
  };
}
