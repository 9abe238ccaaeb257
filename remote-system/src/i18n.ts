/**
 * Translations of the `system` remote, registered as the i18next namespace `system` the first
 * time any exposed module of this remote is loaded (each exposed module imports this file).
 */
import { registerTranslations } from '@shiftdesk/shared';

export const NS = 'system';

const en = {
  user: {
    dept: {
      title: 'Departments',
      search: 'Filter departments',
      all: 'All departments',
      empty: 'No departments',
    },
    search: {
      keyWords: 'Keyword',
      keyWordsPlaceholder: 'Account, nickname or mobile',
      status: 'Status',
      statusPlaceholder: 'Any status',
      createdAt: 'Created',
      startDate: 'Start date',
      endDate: 'End date',
      submit: 'Search',
      reset: 'Reset',
    },
    col: {
      userName: 'Account',
      userNickname: 'Nickname',
      dept: 'Department',
      roles: 'Roles',
      mobile: 'Mobile',
      status: 'Status',
      createdAt: 'Created',
    },
    status: { 1: 'Enabled', 0: 'Disabled' },
    empty: 'No users match these filters',
    emptyAll: 'No users yet',
    tableTitle: 'Users',
  },
};

const zhCn: typeof en = {
  user: {
    dept: {
      title: '部门',
      search: '筛选部门',
      all: '全部部门',
      empty: '暂无部门',
    },
    search: {
      keyWords: '关键字',
      keyWordsPlaceholder: '账号、昵称或手机号',
      status: '状态',
      statusPlaceholder: '全部状态',
      createdAt: '创建时间',
      startDate: '开始日期',
      endDate: '结束日期',
      submit: '查询',
      reset: '重置',
    },
    col: {
      userName: '账号',
      userNickname: '昵称',
      dept: '部门',
      roles: '角色',
      mobile: '手机号',
      status: '状态',
      createdAt: '创建时间',
    },
    status: { 1: '启用', 0: '停用' },
    empty: '没有符合条件的用户',
    emptyAll: '暂无用户',
    tableTitle: '用户列表',
  },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });

export const resources = { en, 'zh-cn': zhCn };
