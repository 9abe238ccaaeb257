/**
 * The one place where the tags view, the nav bar and the pages meet PART A's modules (theme
 * config, current-tab full screen, settings drawer, lock screen).
 */
import type { ThemeConfig } from '../../theme/config';

export { themeConfigAtom, tagsViewFullAtom } from '../../theme/config';
export { openSettings } from '../../theme/drawerState';
export { lockScreen } from '../../lockScreen/state';
export type ShellThemeConfig = Partial<ThemeConfig>;
