/** Texts of the CRUD kit (namespace `crud`), registered when the kit loads. */
import { registerTranslations } from '../i18n';

export const CRUD_NS = 'crud';

const en = {
  toolbar: {
    refresh: 'Refresh',
    density: 'Density',
    densityLarge: 'Comfortable',
    densityMiddle: 'Default',
    densitySmall: 'Compact',
    columns: 'Column settings',
    columnsReset: 'Reset',
    batchDelete: 'Delete',
    export: 'Export',
  },
  search: { submit: 'Search', reset: 'Reset', more: 'More filters', less: 'Fewer filters', start: 'Start date', end: 'End date' },
  delete: {
    title: 'Delete',
    confirmMany: 'Delete the {{count}} selected items? This cannot be undone.',
    confirmOne: 'Delete “{{name}}”? This cannot be undone.',
    done: 'Deleted',
    selectFirst: 'Please select the data to delete',
  },
  form: {
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved',
    discardTitle: 'Discard changes?',
    discardContent: 'The form has unsaved changes. Close it anyway?',
    discard: 'Discard',
    keepEditing: 'Keep editing',
    fixErrors: 'Please correct the highlighted fields',
    loadFailed: 'Could not load the record',
  },
  rule: {
    required: '{{label}} cannot be empty',
    select: 'Please select {{label}}',
    email: 'Please enter a valid email address',
    mobile: 'Please enter a valid mobile number',
    pattern: '{{label}} is not in a valid format',
    max: '{{label}} can be at most {{max}} characters',
    min: '{{label}} must be at least {{min}} characters',
    range: '{{label}} must be between {{min}} and {{max}}',
  },
  status: {
    enable: 'Enable',
    disable: 'Disable',
    confirm: '{{action}} “{{name}}”?',
    done: 'Status updated',
  },
  list: { loadFailed: 'Could not load the data', retry: 'Retry', empty: 'No data', emptyFiltered: 'Nothing matches these filters' },
  export: { done: 'Exported {{count}} rows', empty: 'Nothing to export', failed: 'Export failed' },
  detail: { back: 'Back', history: 'History' },
  placeholder: { input: 'Please enter', select: 'Please select' },
  row: { actions: 'Actions', edit: 'Edit', delete: 'Delete', more: 'More' },
};

const zhCn: typeof en = {
  toolbar: {
    refresh: '刷新',
    density: '密度',
    densityLarge: '宽松',
    densityMiddle: '默认',
    densitySmall: '紧凑',
    columns: '列设置',
    columnsReset: '重置',
    batchDelete: '删除',
    export: '导出',
  },
  search: { submit: '查询', reset: '重置', more: '展开', less: '收起', start: '开始日期', end: '结束日期' },
  delete: {
    title: '删除',
    confirmMany: '确定删除选中的 {{count}} 条数据吗？此操作不可撤销。',
    confirmOne: '确定删除“{{name}}”吗？此操作不可撤销。',
    done: '删除成功',
    selectFirst: '请选择要删除的数据',
  },
  form: {
    save: '保存',
    cancel: '取消',
    saved: '保存成功',
    discardTitle: '放弃修改？',
    discardContent: '表单有未保存的修改，确定关闭吗？',
    discard: '放弃',
    keepEditing: '继续编辑',
    fixErrors: '请修正标红的字段',
    loadFailed: '数据加载失败',
  },
  rule: {
    required: '{{label}}不能为空',
    select: '请选择{{label}}',
    email: '请输入正确的邮箱地址',
    mobile: '请输入正确的手机号码',
    pattern: '{{label}}格式不正确',
    max: '{{label}}最多 {{max}} 个字符',
    min: '{{label}}至少 {{min}} 个字符',
    range: '{{label}}必须在 {{min}} 到 {{max}} 之间',
  },
  status: {
    enable: '启用',
    disable: '停用',
    confirm: '确定{{action}}“{{name}}”吗？',
    done: '状态已更新',
  },
  list: { loadFailed: '数据加载失败', retry: '重试', empty: '暂无数据', emptyFiltered: '没有符合条件的数据' },
  export: { done: '已导出 {{count}} 条', empty: '没有可导出的数据', failed: '导出失败' },
  detail: { back: '返回', history: '变更记录' },
  placeholder: { input: '请输入', select: '请选择' },
  row: { actions: '操作', edit: '修改', delete: '删除', more: '更多' },
};

registerTranslations(CRUD_NS, { en, 'zh-cn': zhCn });

export const crudResources = { en, 'zh-cn': zhCn };
