/**
 * Toasts and modals of the kit: from the nearest antd `App` (so they follow the theme and go
 * away with the page), else where the host put them (`setUiFeedback`), else antd's statics.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { getUiFeedback, type UiFeedback } from '../http/feedback';
import { getLang } from '../i18n';

export const feedback = () => getUiFeedback();

/**
 * A destructive confirmation starts on Cancel (WAI-ARIA APG, alert dialog): a stray Enter, such
 * as the tail of the one that chose "Delete" in a row's menu, landing on the new focus, never
 * confirms it.
 */
function cancelFirst(ui: UiFeedback): UiFeedback {
  const { confirm } = ui.modal;
  return {
    ...ui,
    modal: {
      ...ui.modal,
      confirm: (p) =>
        confirm(p.okButtonProps?.danger ? { ...p, focusable: { autoFocusButton: 'cancel', ...p.focusable } } : p),
    },
  };
}

export function useFeedback(): UiFeedback {
  const app = App.useApp();
  const ui =
    typeof app?.modal?.confirm === 'function' && typeof app?.message?.error === 'function'
      ? (app as unknown as UiFeedback)
      : getUiFeedback();
  return useMemo(() => cancelFirst(ui), [ui]);
}

/** Accept-Language for the kit's calls, so server labels and validation messages follow the UI. */
export function langHeaders(): Record<string, string> {
  return { 'Accept-Language': getLang() === 'zh-cn' ? 'zh-CN,zh;q=0.9' : 'en' };
}
