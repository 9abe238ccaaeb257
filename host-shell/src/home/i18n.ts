/** Dashboard texts (merged into the host namespace). */
import { registerTranslations } from '@shiftdesk/shared/core';

export const dashEn = {
  dash: {
    unreadNotices: 'My unread notices',
    noUnread: 'You are all caught up',
    viewAll: 'View all',
    onlineUsers: 'Online users',
    onlineNow: 'Signed in now',
    manage: 'Manage',
    quickLinks: 'Quick links',
    widgetFailed: 'This widget failed to load.',
    lastLoginNever: 'First visit',
  },
};

export const dashZh: typeof dashEn = {
  dash: {
    unreadNotices: '我的未读通知',
    noUnread: '暂无未读通知',
    viewAll: '查看全部',
    onlineUsers: '在线用户',
    onlineNow: '当前在线',
    manage: '管理',
    quickLinks: '快捷入口',
    widgetFailed: '此组件加载失败。',
    lastLoginNever: '首次访问',
  },
};

registerTranslations('host', { en: dashEn, 'zh-cn': dashZh });
