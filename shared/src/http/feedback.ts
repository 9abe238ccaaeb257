/**
 * Where toasts and alerts go. The host calls `setUiFeedback(App.useApp())` inside antd's `App`
 * so messages and modals follow the theme (dark mode, primary colour, locale). Until then (the
 * login page, tests) antd's static methods are used — imported lazily, so the HTTP client itself
 * never makes a page load antd (the login page's weight is budgeted).
 */
import type { ModalFuncProps } from 'antd';

type Show = (content: string) => unknown;

export interface UiFeedback {
  message: { error: Show; success: Show; warning: Show; info: Show };
  modal: Record<'warning' | 'confirm' | 'info' | 'error' | 'success', (props: ModalFuncProps) => unknown>;
}

let current: UiFeedback | null = null;

export function setUiFeedback(api: UiFeedback | null): void {
  current = api;
}

const staticAntd = () => import('antd');

const staticFeedback: UiFeedback = {
  message: {
    error: (c) => void staticAntd().then(({ message }) => message.error(c)),
    success: (c) => void staticAntd().then(({ message }) => message.success(c)),
    warning: (c) => void staticAntd().then(({ message }) => message.warning(c)),
    info: (c) => void staticAntd().then(({ message }) => message.info(c)),
  },
  modal: {
    warning: (p) => void staticAntd().then(({ Modal }) => Modal.warning(p)),
    confirm: (p) => void staticAntd().then(({ Modal }) => Modal.confirm(p)),
    info: (p) => void staticAntd().then(({ Modal }) => Modal.info(p)),
    error: (p) => void staticAntd().then(({ Modal }) => Modal.error(p)),
    success: (p) => void staticAntd().then(({ Modal }) => Modal.success(p)),
  },
};

export function getUiFeedback(): UiFeedback {
  return current ?? staticFeedback;
}
