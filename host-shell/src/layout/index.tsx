/**
 * The shell layouts (spec §2/§4): defaults, classic, transverse and columns, chosen by
 * themeConfig.layout; narrow screens (< 768px) get a drawer menu with a hamburger. Every layout
 * has the logo option, fixed header, collapse, unique-opened, footer and the bar colours (CSS
 * variables written by the theme). Around them: the settings drawer, the lock screen and the
 * close-fullscreen control of the tags view.
 */
import CompressOutlined from '@ant-design/icons/es/icons/CompressOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Layout from 'antd/es/layout';
import Tooltip from 'antd/es/tooltip';
import { trace } from '@shiftdesk/shared/core';
import { useAtom, useAtomValue } from 'jotai';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LockScreen } from '../lockScreen/LockScreen';
import { isViewHidden, lockedAtom, lockRemainingAtom } from '../lockScreen/state';
import { useIdleLock } from '../lockScreen/useIdleLock';
import type { AppRoute } from '../router/menuRoutes';
import { brandAtom } from '../state/brand';
import { setThemeConfig, tagsViewFullAtom, themeConfigAtom } from '../theme/config';
import '../theme/i18n';
import { effectiveCollapse, effectiveSplitMenu, effectiveUniqueOpened, showBreadcrumb } from '../theme/rules';
import { SettingsDrawer } from '../theme/SettingsDrawer';
import { useIsMobile } from '../theme/useIsMobile';
import { MenuIcon } from './icons';
import * as styles from './layout.module.css';
import { firstLeaf, type NavNode, topLevelOf, useNav } from './menuModel';
import { NavMenu } from './NavMenu';
import { FULL_PAGE_PATHS, KeepAliveOutlet, NavBar, TagsView } from './slots';

const SIDE_WIDTH = 220;
const SIDE_COLLAPSED = 64;

function Logo({ collapsed, onDark }: { collapsed?: boolean; onDark?: boolean }) {
  const brand = useAtomValue(brandAtom);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${styles.logo} ${collapsed ? styles.logoCollapsed : ''} ${onDark ? styles.logoOnDark : ''}`}
      onClick={() => navigate('/home')}
      data-testid="shell-logo"
      // Named by its text; collapsed, only the mark shows, so the brand names it.
      aria-label={collapsed ? brand : undefined}
    >
      <span className={styles.logoMark} aria-hidden="true">
        {brand.slice(0, 1)}
      </span>
      {!collapsed && <span className={styles.logoText}>{brand}</span>}
    </button>
  );
}

function CollapseButton() {
  const { t } = useTranslation('host');
  const config = useAtomValue(themeConfigAtom);
  const collapsed = effectiveCollapse(config);
  return (
    <Button
      type="text"
      className={styles.barButton}
      aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
      data-testid="collapse-toggle"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => setThemeConfig({ isCollapse: !config.isCollapse })}
    />
  );
}

function Header({ left, middle, className }: { left?: ReactNode; middle?: ReactNode; className?: string }) {
  const config = useAtomValue(themeConfigAtom);
  const isMobile = useIsMobile();
  return (
    <header
      className={`${styles.header} ${config.isFixedHeader ? styles.fixedHeader : ''} ${className ?? ''}`}
      data-testid="shell-header"
      data-fixed={config.isFixedHeader}
    >
      {left}
      {middle}
      <div className={middle ? styles.navSlotTight : styles.navSlot}>
        <NavBar showBreadcrumb={showBreadcrumb(config, isMobile)} />
      </div>
    </header>
  );
}

function Footer() {
  const { t } = useTranslation('host');
  const brand = useAtomValue(brandAtom);
  return (
    <footer className={styles.footer} data-testid="shell-footer">
      {t('shell.footer', { year: new Date().getFullYear(), brand })}
    </footer>
  );
}

/**
 * The element the routed view is drawn into. The shell draws the pages once, into this element
 * (a portal at a fixed place in its tree), and the layout of the moment moves the element into
 * its frame: a change of layout (a resize across the phone breakpoint, a layout picked in the
 * settings) rebuilds the frame around the pages but never remounts them, so an open form keeps
 * what was typed in it.
 */
const OutletElement = createContext<HTMLElement | null>(null);

/** Moves the shell's routed-view element into `frame` while this frame is shown. */
function useOutletIn(frame: RefObject<HTMLElement | null>) {
  const outlet = useContext(OutletElement);
  useLayoutEffect(() => {
    const parent = frame.current;
    if (!outlet || !parent) return;
    parent.appendChild(outlet);
    return () => {
      if (outlet.parentNode === parent) parent.removeChild(outlet);
    };
  }, [outlet, frame]);
}

/** Tags bar, routed view (with the page animation) and footer. */
function Main() {
  const config = useAtomValue(themeConfigAtom);
  const locked = useAtomValue(lockedAtom);
  const remaining = useAtomValue(lockRemainingAtom);
  const full = useAtomValue(tagsViewFullAtom);
  const { pathname } = useNav();
  const viewRef = useRef<HTMLDivElement>(null);
  const hidden = isViewHidden(remaining, locked);
  useOutletIn(viewRef);
  // Replays the page animation on navigation without remounting the pages.
  useLayoutEffect(() => {
    const el = viewRef.current;
    if (!el) return;
    const all = {
      'slide-right': styles.animSlideRight,
      'slide-left': styles.animSlideLeft,
      opacitys: styles.animOpacitys,
    };
    el.classList.remove(...Object.values(all));
    void el.offsetWidth;
    el.classList.add(all[config.animation]);
  }, [pathname, config.animation]);
  return (
    <div className={`${styles.main} ${full ? styles.mainFull : ''}`} data-testid="shell-main">
      {config.isTagsview && <TagsView />}
      <div className={styles.content} hidden={hidden} data-testid="routed-view">
        <div ref={viewRef} className={styles.view} />
      </div>
      {config.isFooter && !full && <Footer />}
    </div>
  );
}

function SideMenu({ nodes, collapsed }: { nodes: readonly NavNode[]; collapsed: boolean }) {
  const config = useAtomValue(themeConfigAtom);
  const { keys, pathname } = useNav();
  return (
    <NavMenu
      nodes={nodes}
      mode="inline"
      bar="menu"
      selectedKeys={[keys[keys.length - 1] ?? pathname]}
      activeKeys={keys}
      collapsed={collapsed}
      uniqueOpened={effectiveUniqueOpened(config)}
      testId="side-menu"
    />
  );
}

function Aside({ nodes, withLogo }: { nodes: readonly NavNode[]; withLogo: boolean }) {
  const config = useAtomValue(themeConfigAtom);
  const collapsed = effectiveCollapse(config);
  return (
    <Layout.Sider
      className={styles.aside}
      width={SIDE_WIDTH}
      collapsedWidth={SIDE_COLLAPSED}
      collapsed={collapsed}
      trigger={null}
      data-testid="shell-aside"
      data-collapsed={collapsed}
    >
      <div className={`${styles.asideInner} ${withLogo ? '' : styles.asideBelowHeader}`}>
        {withLogo && config.isShowLogo && <Logo collapsed={collapsed} />}
        <div className={styles.asideMenu}>
          <SideMenu nodes={nodes} collapsed={collapsed} />
        </div>
      </div>
    </Layout.Sider>
  );
}

function DefaultsLayout() {
  const { tree } = useNav();
  return (
    <Layout hasSider className={styles.frame}>
      <Aside nodes={tree} withLogo />
      <Layout className={styles.column}>
        <Header left={<CollapseButton />} />
        <Main />
      </Layout>
    </Layout>
  );
}

function ClassicLayout() {
  const config = useAtomValue(themeConfigAtom);
  const navigate = useNavigate();
  const { tree, keys, pathname } = useNav();
  const split = effectiveSplitMenu(config);
  const top = topLevelOf(tree, pathname);
  const sideNodes = split ? (top?.children ?? []) : tree;
  const topNodes = useMemo(() => tree.map((n) => ({ ...n, children: [] })), [tree]);
  return (
    <Layout className={styles.frame}>
      <Header
        className={styles.headerSpanning}
        left={
          <>
            {config.isShowLogo && <Logo />}
            {sideNodes.length > 0 && <CollapseButton />}
          </>
        }
        middle={
          split ? (
            <div className={styles.topMenu}>
              <NavMenu
                nodes={topNodes}
                mode="horizontal"
                bar="top"
                selectedKeys={top ? [top.key] : []}
                activeKeys={keys}
                testId="split-top-menu"
                onNavigate={(key) => {
                  const node = tree.find((n) => n.key === key);
                  navigate(node ? firstLeaf(node) : key);
                }}
              />
            </div>
          ) : undefined
        }
      />
      <Layout hasSider className={styles.body}>
        {sideNodes.length > 0 && <Aside nodes={sideNodes} withLogo={false} />}
        <Layout className={styles.column}>
          <Main />
        </Layout>
      </Layout>
    </Layout>
  );
}

function TransverseLayout() {
  const config = useAtomValue(themeConfigAtom);
  const { tree, keys, pathname } = useNav();
  return (
    <Layout className={styles.frame}>
      <Header
        className={styles.headerSpanning}
        left={config.isShowLogo ? <Logo /> : undefined}
        middle={
          <div className={styles.topMenu}>
            <NavMenu
              nodes={tree}
              mode="horizontal"
              bar="top"
              selectedKeys={[keys[keys.length - 1] ?? pathname]}
              activeKeys={keys}
              testId="top-menu"
            />
          </div>
        }
      />
      <Layout className={styles.column}>
        <Main />
      </Layout>
    </Layout>
  );
}

function ColumnsLayout() {
  const config = useAtomValue(themeConfigAtom);
  const navigate = useNavigate();
  const { tree, pathname } = useNav();
  const current = topLevelOf(tree, pathname);
  const [picked, setPicked] = useState<string | undefined>(current?.key);
  useEffect(() => setPicked(current?.key), [current?.key]);
  const group = tree.find((n) => n.key === picked) ?? current;
  const collapsed = effectiveCollapse(config);
  const vertical = config.columnsAsideLayout === 'columns-vertical';
  return (
    <Layout hasSider className={styles.frame}>
      <nav
        className={`${styles.columnsAside} ${vertical ? styles.columnsVertical : styles.columnsHorizontal} ${
          config.columnsAsideStyle === 'columns-card' ? styles.columnsCard : styles.columnsRound
        }`}
        data-testid="columns-aside"
        data-style={config.columnsAsideStyle}
        data-layout={config.columnsAsideLayout}
      >
        {config.isShowLogo && <Logo collapsed onDark />}
        <ul className={styles.columnsList}>
          {tree.map((n) => (
            <li key={n.key}>
              <button
                type="button"
                className={`${styles.columnsItem} ${group?.key === n.key ? styles.columnsActive : ''}`}
                aria-current={group?.key === n.key ? 'true' : undefined}
                title={n.title}
                data-testid={`column-${n.key}`}
                onClick={() => {
                  setPicked(n.key);
                  navigate(firstLeaf(n));
                }}
              >
                <span className={styles.columnsIcon}>
                  <MenuIcon name={n.icon} />
                </span>
                <span className={styles.columnsText}>{n.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {group && group.children.length > 0 && (
        <Layout.Sider
          className={styles.aside}
          width={SIDE_WIDTH}
          collapsedWidth={SIDE_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          data-testid="shell-aside"
          data-collapsed={collapsed}
        >
          <div className={styles.asideInner}>
            {!collapsed && <div className={styles.groupTitle}>{group.title}</div>}
            <div className={styles.asideMenu}>
              <SideMenu nodes={group.children} collapsed={collapsed} />
            </div>
          </div>
        </Layout.Sider>
      )}
      <Layout className={styles.column}>
        <Header left={group && group.children.length > 0 ? <CollapseButton /> : undefined} />
        <Main />
      </Layout>
    </Layout>
  );
}

function MobileLayout() {
  const { t } = useTranslation('host');
  const config = useAtomValue(themeConfigAtom);
  const { tree, keys, pathname } = useNav();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Layout className={styles.frame}>
      <Header
        left={
          <Button
            type="text"
            className={styles.barButton}
            icon={<MenuOutlined />}
            aria-label={t('shell.menu')}
            data-testid="mobile-menu-button"
            onClick={() => setOpen(true)}
          />
        }
      />
      <Main />
      <Drawer
        placement="left"
        size={260}
        open={open}
        onClose={() => setOpen(false)}
        closable={false}
        className={styles.mobileDrawer}
        styles={{ body: { padding: 0, background: 'var(--sd-menu-bar)' } }}
        data-testid="mobile-menu"
      >
        {config.isShowLogo && <Logo />}
        <NavMenu
          nodes={tree}
          mode="inline"
          bar="menu"
          selectedKeys={[keys[keys.length - 1] ?? pathname]}
          activeKeys={keys}
          uniqueOpened={config.isUniqueOpened}
          testId="mobile-side-menu"
        />
      </Drawer>
    </Layout>
  );
}

function CloseFull() {
  const { t } = useTranslation('host');
  const [full, setFull] = useAtom(tagsViewFullAtom);
  if (!full) return null;
  return (
    <Tooltip title={t('shell.closeFullscreen')} placement="left">
      <Button
        className={styles.closeFull}
        shape="circle"
        icon={<CompressOutlined />}
        aria-label={t('shell.closeFullscreen')}
        data-testid="close-fullscreen"
        onClick={() => setFull(false)}
      />
    </Tooltip>
  );
}

/** `routes` (the layout's route list) is kept for the router's contract; menus come from the store. */
export default function ShellLayout(_props: { routes?: AppRoute[] }) {
  const config = useAtomValue(themeConfigAtom);
  const locked = useAtomValue(lockedAtom);
  const isMobile = useIsMobile();
  useIdleLock(config.isLockScreen, config.lockScreenTime);
  const { pathname } = useNav();
  const fullPage = FULL_PAGE_PATHS.has(pathname);
  const layout = fullPage ? 'page' : isMobile ? 'mobile' : config.layout;
  useLayoutEffect(() => trace(`layout: ${layout}`), [layout]);
  const [outlet] = useState(() => {
    const el = document.createElement('div');
    el.className = styles.outletHost;
    return el;
  });
  return (
    <OutletElement.Provider value={outlet}>
      <div
        className={styles.shell}
        data-testid="shell"
        data-layout={config.layout}
        data-mobile={isMobile || undefined}
        // Locked, the app behind the lock screen is out of reach: Tab cannot wander into it.
        inert={locked}
      >
        {layout === 'defaults' && <DefaultsLayout />}
        {layout === 'classic' && <ClassicLayout />}
        {layout === 'transverse' && <TransverseLayout />}
        {layout === 'columns' && <ColumnsLayout />}
        {layout === 'mobile' && <MobileLayout />}
        {layout === 'page' && <Main />}
        {/* After the layouts: their frame holds the element before the pages' own layout effects run. */}
        {createPortal(<KeepAliveOutlet />, outlet)}
        <SettingsDrawer />
        {!locked && <CloseFull />}
        {locked && typeof document !== 'undefined' && createPortal(<LockScreen />, document.body)}
      </div>
    </OutletElement.Provider>
  );
}
