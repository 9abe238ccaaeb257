/** antd Menu over the navigation tree, coloured by the bar it sits in (menu bar / top bar / columns). */
import ConfigProvider from 'antd/es/config-provider';
import type { MenuProps } from 'antd/es/menu';
import Menu from 'antd/es/menu';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_BAR_COLOURS, themeConfigAtom } from '../theme/config';
import { barMenuHighlight, readableTheme } from '../theme/readableTheme';
import { type Bar, barBackgrounds, hexToRgb } from '../theme/rules';
import { MenuIcon } from './icons';
import * as styles from './layout.module.css';
import { type NavNode, uniqueOpenKeys } from './menuModel';

type Item = Required<MenuProps>['items'][number];

export function toMenuItems(nodes: readonly NavNode[], withIcons = true): Item[] {
  return nodes.map((n) => {
    const icon = withIcons ? <MenuIcon name={n.icon} /> : undefined;
    if (n.children.length) return { key: n.key, icon, label: n.title, children: toMenuItems(n.children, withIcons) };
    return { key: n.key, icon, label: <span data-menu-path={n.key}>{n.title}</span> };
  });
}

export type { Bar };

const rgba = (hex: string, a: number) => {
  const r = hexToRgb(hex);
  return r.ok ? `rgba(${r.rgb[0]}, ${r.rgb[1]}, ${r.rgb[2]}, ${a})` : undefined;
};

/** Menu tokens for a bar: the bar's text colour, transparent backgrounds, primary highlight. */
export function useBarMenuTheme(bar: Bar) {
  const c = useAtomValue(themeConfigAtom);
  const text = bar === 'menu' ? c.menuBarColor : bar === 'top' ? c.topBarColor : c.columnsMenuBarColor;
  const def =
    bar === 'menu'
      ? DEFAULT_BAR_COLOURS.menuBarColor
      : bar === 'top'
        ? DEFAULT_BAR_COLOURS.topBarColor
        : DEFAULT_BAR_COLOURS.columnsMenuBarColor;
  const useDefault = c.isIsDark && text.toLowerCase() === def.toLowerCase() && bar !== 'columns';
  // The selected entry's text is the theme's readable primary, moved further if the bar's own
  // colour needs it (issue 27: WCAG AA on the bar and on the selected wash).
  const { primary } = readableTheme(c.primary, c.isIsDark);
  // antd's container colour (what a default bar shows in dark mode)
  const container = c.isIsDark ? '#141414' : '#ffffff';
  const backgrounds = barBackgrounds(c, bar, container).join(',');
  return useMemo(() => {
    const hi = barMenuHighlight(primary, backgrounds.split(','), c.isIsDark);
    return {
      components: {
        Menu: {
          itemBg: 'transparent',
          subMenuItemBg: 'transparent',
          popupBg: undefined,
          horizontalItemSelectedColor: hi.color,
          itemSelectedColor: hi.color,
          itemSelectedBg: rgba(hi.bg, hi.bgAlpha),
          horizontalItemSelectedBg: 'transparent',
          itemActiveBg: rgba(hi.bg, 0.16),
          itemHoverBg: useDefault ? undefined : rgba(text, 0.08),
          ...(useDefault
            ? {}
            : { itemColor: text, itemHoverColor: text, groupTitleColor: text, horizontalItemHoverColor: hi.color }),
          activeBarBorderWidth: 0,
          itemBorderRadius: 6,
          itemMarginInline: 8,
        },
      },
    };
  }, [primary, backgrounds, c.isIsDark, text, useDefault]);
}

export interface NavMenuProps {
  nodes: readonly NavNode[];
  mode: 'inline' | 'horizontal' | 'vertical';
  bar: Bar;
  selectedKeys: string[];
  /** keys from the root to the current page */
  activeKeys: string[];
  collapsed?: boolean;
  uniqueOpened?: boolean;
  /** click on a first-level node (classic split menu, columns) instead of navigating */
  onNavigate?: (key: string) => void;
  className?: string;
  testId?: string;
}

export function NavMenu({
  nodes,
  mode,
  bar,
  selectedKeys,
  activeKeys,
  collapsed,
  uniqueOpened,
  onNavigate,
  className,
  testId,
}: NavMenuProps) {
  const navigate = useNavigate();
  const menuTheme = useBarMenuTheme(bar);
  const items = useMemo(() => toMenuItems(nodes), [nodes]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => activeKeys.slice(0, -1));
  // Opening the route's parents when the route changes (keep what the user opened otherwise).
  useEffect(() => {
    if (mode !== 'inline' || collapsed) return;
    const parents = activeKeys.slice(0, -1);
    setOpenKeys((prev) => (uniqueOpened ? parents : Array.from(new Set([...prev, ...parents]))));
  }, [activeKeys, mode, collapsed, uniqueOpened]);
  const inline = mode === 'inline';
  return (
    <ConfigProvider theme={menuTheme}>
      <Menu
        className={`${styles.menu} ${className ?? ''}`}
        data-testid={testId}
        mode={mode}
        items={items}
        selectedKeys={selectedKeys}
        inlineCollapsed={inline ? collapsed : undefined}
        {...(inline && !collapsed
          ? {
              openKeys,
              onOpenChange: (next: string[]) =>
                setOpenKeys(uniqueOpened ? uniqueOpenKeys(nodes, openKeys, next) : next),
            }
          : {})}
        onClick={({ key }) => (onNavigate ? onNavigate(key) : navigate(key))}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </ConfigProvider>
  );
}
