/**
 * The host's `host` namespace (en + zh-cn), registered by the shell (bootstrap.tsx, through the
 * shared singleton) and by the login island (through the antd-free shared entry). This module
 * only holds the texts, so the login island does not pull in the shared singleton with it.
 */

export const hostEn = {
  login: {
    title: 'Sign in',
    subtitle: 'Staff back office',
    username: 'Username',
    password: 'Password',
    captcha: 'Verification code',
    refreshCaptcha: 'Click to refresh',
    submit: 'Sign in',
    usernameRequired: 'Username cannot be empty',
    passwordRequired: 'Password cannot be empty',
    captchaRequired: 'Verification code cannot be empty',
    success: 'Welcome back',
    tagline: 'Workers, jobs, timesheets and payroll in one place.',
  },
  layout: {
    personal: 'Personal Centre',
    logout: 'Log out',
    logoutConfirmTitle: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    language: 'Language',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
  },
  home: {
    greetingMorning: 'Good morning, {{name}}',
    greetingAfternoon: 'Good afternoon, {{name}}',
    greetingEvening: 'Good evening, {{name}}',
    role: 'Role',
    lastLogin: 'Last login',
    today: 'Today',
    week: 'Week',
    quickLinks: 'Quick links',
    noLinks: 'No pages are available to you yet.',
    intro: 'Here is your back office. Pick up where you left off.',
  },
  error: {
    e401Title: 'No permission',
    e401Text: 'You do not have the rights to view this page.',
    e404Title: 'Page not found',
    e404Text: 'The page you are looking for does not exist.',
    backHome: 'Back to home',
    relogin: 'Log in again',
  },
  page: {
    notAvailableTitle: 'Page not available',
    notAvailableText: 'This page is not available in this version.',
    errorTitle: 'This page failed to load',
    placeholder: 'This page is coming soon.',
    openLink: 'Open link',
    linkText: 'This menu opens an external page.',
  },
  remote: {
    unavailableTitle: 'Module unavailable',
    unavailableText: 'The "{{name}}" module could not be loaded. Please try again in a moment.',
    retry: 'Retry',
  },
  role: { admin: 'Administrator', common: 'Staff' },
  signature: { title: 'Signature' },
};

export const hostZh: typeof hostEn = {
  login: {
    title: '登录',
    subtitle: '员工后台',
    username: '用户名',
    password: '密码',
    captcha: '验证码',
    refreshCaptcha: '点击刷新',
    submit: '登 录',
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
    captchaRequired: '验证码不能为空',
    success: '欢迎回来',
    tagline: '员工、岗位、工时与薪资，一站管理。',
  },
  layout: {
    personal: '个人中心',
    logout: '退出登录',
    logoutConfirmTitle: '退出登录',
    logoutConfirm: '确定要退出登录吗？',
    language: '语言',
    collapse: '收起菜单',
    expand: '展开菜单',
  },
  home: {
    greetingMorning: '早上好，{{name}}',
    greetingAfternoon: '下午好，{{name}}',
    greetingEvening: '晚上好，{{name}}',
    role: '角色',
    lastLogin: '上次登录',
    today: '今天',
    week: '周',
    quickLinks: '快捷入口',
    noLinks: '暂无可用页面。',
    intro: '欢迎使用后台管理系统，从上次离开的地方继续。',
  },
  error: {
    e401Title: '没有权限',
    e401Text: '您没有访问此页面的权限。',
    e404Title: '页面不存在',
    e404Text: '您访问的页面不存在。',
    backHome: '返回首页',
    relogin: '重新登录',
  },
  page: {
    notAvailableTitle: '页面不可用',
    notAvailableText: '当前版本暂不提供此页面。',
    errorTitle: '页面加载失败',
    placeholder: '此页面即将上线。',
    openLink: '打开链接',
    linkText: '此菜单将打开外部页面。',
  },
  remote: {
    unavailableTitle: '模块不可用',
    unavailableText: '“{{name}}”模块加载失败，请稍后重试。',
    retry: '重试',
  },
  role: { admin: '管理员', common: '员工' },
  signature: { title: '签名' },
};

export const HOST_NS = 'host';
export const hostResources = { en: hostEn, 'zh-cn': hostZh };
