/**
 * The plain layout of issue 2 (the four layouts of issue 4 will live beside it in layout/):
 * collapsible side menu from the server's tree, header with breadcrumb, language switch and
 * user menu, and the routed content.
 */
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { api, clearSession, type Lang, menuListAtom, setLang, useLang, userInfoAtom } from '@shiftdesk/shared';
import type { MenuEntry } from '@shiftdesk/shared/api';
import { App, Avatar, Breadcrumb, Button, Dropdown, Layout, Menu, type MenuProps, Spin, theme } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { type AppRoute, findRoute, menuTrail, visibleMenuTree } from '../router/menuRoutes';
import { routeTitle } from '../router/title';
import { brandAtom } from '../state/brand';
import { routesLoadedAtom } from '../state/routes';
import { MenuIcon } from './icons';
import * as styles from './index.module.css';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(menus: MenuEntry[], lang: Lang): MenuItem[] {
  return menus.map((m) => {
    const label = routeTitle(m.meta, lang) || m.name;
    const icon = <MenuIcon key="icon" name={m.meta?.icon} />;
    if (m.children?.length) return { key: m.path, icon, label, children: toItems(m.children, lang) };
    return { key: m.path, icon, label };
  });
}

export const LOGOUT_URL = 'api/v1/system/logout';

export default function BasicLayout({ routes }: { routes: AppRoute[] }) {
  const { t } = useTranslation('host');
  const lang = useLang();
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menus = useAtomValue(menuListAtom);
  const user = useAtomValue(userInfoAtom);
  const brand = useAtomValue(brandAtom);
  const setLoaded = useSetAtom(routesLoadedAtom);
  const [collapsed, setCollapsed] = useState(false);

  const roles = user?.roles ?? [];
  const tree = useMemo(() => visibleMenuTree(menus, roles), [menus, roles]);
  const homeRoute = routes.find((r) => r.path === '/home');
  const items = useMemo<MenuItem[]>(
    () => [
      { key: '/home', icon: <MenuIcon name="HomeOutlined" />, label: routeTitle(homeRoute?.meta, lang) },
      ...toItems(
        tree.filter((m) => m.path !== '/home'),
        lang,
      ),
    ],
    [tree, lang, homeRoute],
  );
  const trail = menuTrail(menus, pathname);
  const current = findRoute(routes, pathname);
  const crumbs = trail.length
    ? trail.map((m) => ({ title: routeTitle(m.meta, lang) || m.name }))
    : current
      ? [{ title: routeTitle(current.meta, lang) }]
      : [];
  const openKeys = trail.slice(0, -1).map((m) => m.path);

  const logout = () =>
    modal.confirm({
      title: t('layout.logoutConfirmTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await api.post(LOGOUT_URL, undefined, { silent: true }).catch(() => undefined);
        clearSession();
        setLoaded(false);
        navigate('/login', { replace: true });
      },
    });

  const userMenu: MenuProps['items'] = [
    { key: 'personal', icon: <UserOutlined />, label: t('layout.personal'), onClick: () => navigate('/personal') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true, onClick: logout },
  ];
  const langMenu: MenuProps = {
    selectedKeys: [lang],
    items: [
      { key: 'en', label: 'English' },
      { key: 'zh-cn', label: '简体中文' },
    ],
    onClick: ({ key }) => void setLang(key as Lang),
  };
  const name = user?.userNickname || user?.userName || '';

  return (
    <Layout className={styles.root}>
      <Layout.Sider
        className={styles.sider}
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={232}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken)}
        style={{ background: token.colorBgContainer }}
      >
        <div className={styles.siderInner}>
          <div className={styles.logo}>
            <span className={styles.logoMark}>{brand.slice(0, 1)}</span>
            {!collapsed && brand}
          </div>
          <Menu
            className={styles.menu}
            style={{ borderInlineEnd: 'none' }}
            mode="inline"
            items={items}
            selectedKeys={[pathname]}
            defaultOpenKeys={openKeys}
            onClick={({ key }) => navigate(key)}
          />
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header} style={{ background: token.colorBgContainer }}>
          <Button
            type="text"
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <Breadcrumb items={crumbs} />
          <div className={styles.spacer} />
          <Dropdown menu={langMenu} trigger={['click']}>
            <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')}>
              {lang === 'zh-cn' ? '简体中文' : 'English'}
            </Button>
          </Dropdown>
          <Dropdown menu={{ items: userMenu }} trigger={['click']}>
            <span className={styles.user} data-testid="user-menu">
              <Avatar
                size="small"
                src={user?.avatar ? `/backend/${user.avatar.replace(/^\/+/, '')}` : undefined}
                icon={<UserOutlined />}
              />
              <span>{name}</span>
              <DownOutlined style={{ fontSize: 10 }} />
            </span>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '120px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
