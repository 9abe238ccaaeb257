import { PUBLIC_PAGES } from '@shiftdesk/shared/api';
import type { AppRoute } from './menuRoutes';

const m = (title: string, titleZh: string) => ({
  title,
  titleZh,
  isLink: '',
  isHide: true,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  roles: [],
  icon: '',
});

/**
 * Public website pages (rendered by the `website` remote, no login): exactly the shared list the
 * server also requires a website version to expose before it may go live.
 */
export const WEBSITE_ROUTES: AppRoute[] = PUBLIC_PAGES.map((p) => ({
  path: p.path,
  name: p.name,
  component: p.component,
  meta: m(p.title, p.titleZh),
}));

export const OTHER_TITLES: Record<string, ReturnType<typeof m>> = {
  '/login': m('Sign in', '登录'),
  '/401': m('No permission', '没有权限'),
  '/404': m('Page not found', '页面不存在'),
};
