/**
 * Where toasts and alerts go. The host calls `setUiFeedback(App.useApp())` inside antd's `App`
 * so messages and modals follow the theme (dark mode, primary colour, locale); until then (and
 * in tests) antd's static methods are used.
 */
import { Modal as StaticModal, message as staticMessage } from 'antd';

export interface UiFeedback {
  message: Pick<typeof staticMessage, 'error' | 'success' | 'warning' | 'info'>;
  modal: Pick<typeof StaticModal, 'warning' | 'confirm' | 'info' | 'error' | 'success'>;
}

let current: UiFeedback | null = null;

export function setUiFeedback(api: UiFeedback | null): void {
  current = api;
}

export function getUiFeedback(): UiFeedback {
  return current ?? { message: staticMessage, modal: StaticModal };
}
