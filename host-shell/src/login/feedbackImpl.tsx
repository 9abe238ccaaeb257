/** The part of the island's feedback loaded on first use (login/feedback.ts says why). */
import ConfigProvider, { type ConfigProviderProps } from 'antd/es/config-provider';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';

export type FeedbackLook = Pick<ConfigProviderProps, 'theme' | 'locale'>;

/** antd's static message and Modal, rendered with the page's current theme and locale. */
export function withLook(look: FeedbackLook) {
  ConfigProvider.config({ holderRender: (children) => <ConfigProvider {...look}>{children}</ConfigProvider> });
  return { message, Modal };
}
