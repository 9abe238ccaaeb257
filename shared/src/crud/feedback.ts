/**
 * Toasts and modals of the kit: from the nearest antd `App` (so they follow the theme and go
 * away with the page), else where the host put them (`setUiFeedback`), else antd's statics.
 */
import { App } from 'antd';
import { getUiFeedback, type UiFeedback } from '../http/feedback';
import { getLang } from '../i18n';

export const feedback = () => getUiFeedback();

export function useFeedback(): UiFeedback {
  const app = App.useApp();
  return typeof app?.modal?.confirm === 'function' && typeof app?.message?.error === 'function'
    ? (app as unknown as UiFeedback)
    : getUiFeedback();
}

/** Accept-Language for the kit's calls, so server labels and validation messages follow the UI. */
export function langHeaders(): Record<string, string> {
  return { 'Accept-Language': getLang() === 'zh-cn' ? 'zh-CN,zh;q=0.9' : 'en' };
}
