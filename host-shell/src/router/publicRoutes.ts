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

/** Public website pages (rendered by the `website` remote, no login). */
export const WEBSITE_ROUTES: AppRoute[] = [
  { path: '/website', name: 'website', component: 'website/home/index', meta: m('Home', '首页') },
  { path: '/website/jobs', name: 'websiteJobs', component: 'website/jobs/index', meta: m('Jobs', '职位') },
  {
    path: '/website/aboutUs',
    name: 'websiteAboutUs',
    component: 'website/aboutUs/index',
    meta: m('About Us', '关于我们'),
  },
  {
    path: '/website/privacy',
    name: 'websitePrivacy',
    component: 'website/privacy/index',
    meta: m('Privacy Policy', '隐私政策'),
  },
  {
    path: '/website/terms_of_service',
    name: 'websiteTerms',
    component: 'website/termsOfService/index',
    meta: m('Terms of Service', '服务条款'),
  },
];

export const OTHER_TITLES: Record<string, ReturnType<typeof m>> = {
  '/login': m('Sign in', '登录'),
  '/401': m('No permission', '没有权限'),
  '/404': m('Page not found', '页面不存在'),
};
