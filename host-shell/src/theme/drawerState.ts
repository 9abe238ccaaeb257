/** Opening and closing the settings drawer (`themeConfig.isDrawer`); NavBar calls openSettings(). */
import { bumpFrequency, setThemeConfig } from './config';

export function openSettings(): void {
  bumpFrequency();
  setThemeConfig({ isDrawer: true });
}

export function closeSettings(): void {
  setThemeConfig({ isDrawer: false });
}
