/**
 * The header bar every layout mounts: breadcrumbs (left) and the tools (right): menu search,
 * language, component size, full screen, notifications, settings and the user menu.
 * Props let a layout add its own leading control (e.g. the collapse button) or hide the
 * breadcrumbs (classic / transverse layouts).
 */
import CompressOutlined from '@ant-design/icons/es/icons/CompressOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import ExpandOutlined from '@ant-design/icons/es/icons/ExpandOutlined';
import FontSizeOutlined from '@ant-design/icons/es/icons/FontSizeOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import TranslationOutlined from '@ant-design/icons/es/icons/TranslationOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { api, clearSession, keyStaysInMenu, type Lang, setLang, useLang, userInfoAtom, useViewportWidth } from '@shiftdesk/shared/core';
import App from 'antd/es/app';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Tooltip from 'antd/es/tooltip';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canSeeRoute } from '../../router/guard';
import { STATIC_ROUTES } from '../../router/menuRoutes';
import { routesLoadedAtom } from '../../state/routes';
import { lockScreen, openSettings, type ShellThemeConfig, themeConfigAtom } from '../tagsView/bridge';
import '../tagsView/i18n';
import { writeCachedTags } from '../tagsView/model';
import { tagsAtom, tagsViewFullAtom } from '../tagsView/state';
import { Breadcrumbs } from './Breadcrumbs';
import * as styles from './index.module.css';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';

export const LOGOUT_URL = 'api/v1/system/logout';
export const SIZES = ['large', 'default', 'small'] as const;
export type ComponentSize = (typeof SIZES)[number];

/** `/backend/<avatar>` for a relative avatar path (spec §9); absolute URLs pass through. */
export function avatarUrl(avatar: string | undefined | null): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:|blob:)/.test(avatar) || avatar.startsWith('/backend/')) return avatar;
  return `/backend/${avatar.replace(/^\/+/, '')}`;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

export interface NavBarProps {
  /** Rendered before the breadcrumbs (e.g. the layout's collapse button). */
  leading?: ReactNode;
  /** Override themeConfig.isBreadcrumb (layouts where breadcrumbs are disabled pass false). */
  showBreadcrumb?: boolean;
}

export function NavBar({ leading, showBreadcrumb }: NavBarProps) {
  const { t } = useTranslation('host');
  const lang = useLang();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [config, setConfig] = useAtom(themeConfigAtom);
  const user = useAtomValue(userInfoAtom);
  const setLoaded = useSetAtom(routesLoadedAtom);
  const setTags = useSetAtom(tagsAtom);
  const setFull = useSetAtom(tagsViewFullAtom);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [sizeOpen, setSizeOpen] = useState(false);
  const width = useViewportWidth();
  const narrow = width < 768;
  const cfg = (config ?? {}) as ShellThemeConfig;
  const size = (SIZES as readonly string[]).includes(cfg.componentSize ?? '')
    ? (cfg.componentSize as ComponentSize)
    : 'default';
  const crumbsOn = (showBreadcrumb ?? cfg.isBreadcrumb !== false) && !narrow;
  const roles = user?.roles ?? [];
  const personalRoles = STATIC_ROUTES.find((r) => r.path === '/personal')?.meta.roles;

  const changeLang = (l: Lang) => {
    void setLang(l);
    setConfig({ globalI18n: l });
  };

  const logout = () =>
    modal.confirm({
      title: t('nav.logoutTitle'),
      content: t('nav.logoutConfirm'),
      okText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await api.post(LOGOUT_URL, undefined, { silent: true }).catch(() => undefined);
        clearSession();
        setTags(null);
        setFull(false);
        writeCachedTags(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, null);
        setLoaded(false);
        navigate('/login', { replace: true });
      },
    });

  const userMenu: MenuProps['items'] = [
    ...(canSeeRoute(personalRoles, roles)
      ? [{ key: 'personal', icon: <UserOutlined />, label: t('nav.personal'), onClick: () => navigate('/personal') }]
      : []),
    { key: 'signature', icon: <EditOutlined />, label: t('nav.signature'), onClick: () => navigate('/signature') },
    { key: 'lock', icon: <LockOutlined />, label: t('nav.lock'), onClick: () => lockScreen() },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true, onClick: logout },
  ];
  const name = user?.userNickname || user?.userName || '';
  const langName = lang === 'zh-cn' ? '简体中文' : 'English';

  return (
    <div className={styles.navBar} data-testid="nav-bar">
      {leading}
      <div className={styles.left}>{crumbsOn && <Breadcrumbs icons={cfg.isBreadcrumbIcon !== false} />}</div>
      <div className={styles.tools}>
        <MenuSearch />
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [lang],
            items: [
              { key: 'en', label: 'English' },
              { key: 'zh-cn', label: '简体中文' },
            ],
            onClick: ({ key }) => changeLang(key as Lang),
          }}
        >
          <Button
            type="text"
            className={styles.tool}
            icon={<TranslationOutlined />}
            // names the control and still says the language shown (the name holds the visible text)
            aria-label={t('nav.languageCurrent', { lang: langName })}
            data-testid="nav-lang"
          >
            {!narrow && <span className={styles.toolText}>{langName}</span>}
          </Button>
        </Dropdown>
        <Dropdown
          trigger={['click']}
          onOpenChange={setSizeOpen}
          menu={{
            selectable: true,
            selectedKeys: [size],
            items: [
              { key: 'large', label: t('nav.sizeLarge') },
              { key: 'default', label: t('nav.sizeDefault') },
              { key: 'small', label: t('nav.sizeSmall') },
            ],
            onClick: ({ key }) => setConfig({ componentSize: key as ComponentSize }),
          }}
        >
          <Tooltip title={t('nav.size')} placement="bottom" open={sizeOpen ? false : undefined}>
            <Button
              type="text"
              className={styles.tool}
              icon={<FontSizeOutlined />}
              aria-label={t('nav.size')}
              data-testid="nav-size"
            />
          </Tooltip>
        </Dropdown>
        {!narrow && (
          <Tooltip title={fullscreen ? t('nav.exitFullscreen') : t('nav.fullscreen')} placement="bottom">
            <Button
              type="text"
              className={styles.tool}
              icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
              aria-label={fullscreen ? t('nav.exitFullscreen') : t('nav.fullscreen')}
              onClick={toggleFullscreen}
            />
          </Tooltip>
        )}
        <NoticeBell />
        <Tooltip title={t('nav.settings')} placement="bottom">
          <Button
            type="text"
            className={styles.tool}
            icon={<SettingOutlined />}
            aria-label={t('nav.settings')}
            data-testid="nav-settings"
            onClick={() => openSettings()}
          />
        </Tooltip>
        <Dropdown menu={{ items: userMenu, onClick: keyStaysInMenu }} trigger={['click']} placement="bottomRight">
          <button type="button" className={styles.user} data-testid="user-menu" aria-label={name}>
            <Avatar size={28} src={avatarUrl(user?.avatar)} icon={<UserOutlined />} />
            {!narrow && <span className={styles.userName}>{name}</span>}
            <DownOutlined className={styles.userCaret} />
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
