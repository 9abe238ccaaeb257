import { registerTranslations } from '@shiftdesk/shared/core';

export const signatureEn = {
  signature: {
    title: 'Signature',
    heading: 'Your signature',
    hint: 'Sign in the box with a mouse, pen or finger. It is used when you sign off timesheets.',
    placeholder: 'Sign here',
    undo: 'Undo',
    clear: 'Clear',
    save: 'Save signature',
    saved: 'Signature saved',
    empty: 'Please sign before saving',
    back: 'Back',
    current: 'Saved signature',
    none: 'None yet',
    remove: 'Remove',
    removed: 'Signature removed',
    removeConfirm: 'Remove your saved signature?',
    canvas: 'Signature pad',
  },
};

export const signatureZh: typeof signatureEn = {
  signature: {
    title: '签名',
    heading: '我的签名',
    hint: '请用鼠标、手写笔或手指在框内签名，签名将用于确认工时单。',
    placeholder: '请在此签名',
    undo: '撤销',
    clear: '清除',
    save: '保存签名',
    saved: '签名已保存',
    empty: '请先签名再保存',
    back: '返回',
    current: '已保存的签名',
    none: '暂无',
    remove: '删除',
    removed: '签名已删除',
    removeConfirm: '确定删除已保存的签名吗？',
    canvas: '签名板',
  },
};

registerTranslations('host', { en: signatureEn, 'zh-cn': signatureZh });
