/**
 * Toasts and alerts of the login island. antd's App (the message, notification and modal
 * holders) would add ~21 KB gzip to the login page for a toast shown only when a login fails, so
 * the island uses antd's static message and Modal instead, loaded on first use (not the shared
 * client's own fallback, which imports the whole antd) and themed like the page.
 */
import type { UiFeedback } from '@shiftdesk/shared/lite';
import type { FeedbackLook } from './feedbackImpl';

let look: FeedbackLook = {};

/** The page's theme and locale, for the toasts and alerts shown from now on. */
export function setFeedbackLook(next: FeedbackLook): void {
  look = next;
}

const ready = () => import('./feedbackImpl').then((m) => m.withLook(look));

export const islandFeedback: UiFeedback = {
  message: {
    error: (c) => void ready().then(({ message }) => message.error(c)),
    success: (c) => void ready().then(({ message }) => message.success(c)),
    warning: (c) => void ready().then(({ message }) => message.warning(c)),
    info: (c) => void ready().then(({ message }) => message.info(c)),
  },
  modal: {
    warning: (p) => void ready().then(({ Modal }) => Modal.warning(p)),
    confirm: (p) => void ready().then(({ Modal }) => Modal.confirm(p)),
    info: (p) => void ready().then(({ Modal }) => Modal.info(p)),
    error: (p) => void ready().then(({ Modal }) => Modal.error(p)),
    success: (p) => void ready().then(({ Modal }) => Modal.success(p)),
  },
};
