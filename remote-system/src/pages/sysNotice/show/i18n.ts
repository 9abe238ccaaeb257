/**
 * Texts of the notice centre (`system/sysNotice/show`), merged into the `system` namespace
 * under `sysNotice` when the page loads (registerTranslations merges deeply).
 */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from '../../../i18n';

export const sysNoticeEn = {
  title: 'Notice centre',
  unreadCount: '{{count}} unread',
  read: { all: 'All', unread: 'Unread', read: 'Read' },
  readFilter: 'Read state',
  type: 'Type',
  tag: 'Tag',
  keyword: 'Search titles',
  markAllRead: 'Mark all read',
  markedAll_one: '{{count}} notice marked read',
  markedAll_other: '{{count}} notices marked read',
  nothingUnread: 'Everything is read',
  empty: 'You have no notices yet',
  emptyFiltered: 'No notices match these filters',
  clearFilters: 'Clear filters',
  sentAt: 'Sent',
  unread: 'Unread',
  loadFailed: 'Your notices could not be loaded.',
  retry: 'Retry',
  close: 'Close',
};

export const sysNoticeZhCn: typeof sysNoticeEn = {
  title: '通知中心',
  unreadCount: '{{count}} 条未读',
  read: { all: '全部', unread: '未读', read: '已读' },
  readFilter: '阅读状态',
  type: '类型',
  tag: '标签',
  keyword: '搜索标题',
  markAllRead: '全部标为已读',
  markedAll_one: '已将 {{count}} 条通知标为已读',
  markedAll_other: '已将 {{count}} 条通知标为已读',
  nothingUnread: '全部已读',
  empty: '暂无通知',
  emptyFiltered: '没有符合筛选条件的通知',
  clearFilters: '清除筛选',
  sentAt: '发送时间',
  unread: '未读',
  loadFailed: '通知加载失败。',
  retry: '重试',
  close: '关闭',
};

registerTranslations(NS, { en: { sysNotice: sysNoticeEn }, 'zh-cn': { sysNotice: sysNoticeZhCn } });
