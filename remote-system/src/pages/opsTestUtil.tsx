/**
 * Test helper for the ops pages: renders with antd's CSS-in-JS written into a detached node so
 * jsdom's getComputedStyle (called by every *ByRole query) does not match ~2,400 rules per element.
 */
import type { ReactElement } from 'react';
import { renderPage } from '../../test/render';

const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');

export const renderFast = (ui: ReactElement, opts?: Parameters<typeof renderPage>[1]) =>
  renderPage(<StyleProvider container={styleSink}>{ui}</StyleProvider>, opts);
