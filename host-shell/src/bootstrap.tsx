import { registerPlugins } from '@module-federation/enhanced/runtime';
import { i18n, setUiFeedback, sharedStore, useLang } from '@shiftdesk/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './i18n/host';
import { initRemotes } from './remotes/registry';
import { shiftdeskRuntimePlugin } from './remotes/runtimePlugin';
import './reset.css';

/** Spec §9 defaults (the settings drawer of issue 4 will make them editable). */
export const DEFAULT_PRIMARY = '#f36b6b';
export const DEFAULT_SIZE = 'middle' as const; // antd's name for the spec's 'default' size

registerPlugins([shiftdeskRuntimePlugin()]);
void initRemotes();

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => {
    setUiFeedback(api);
    return () => setUiFeedback(null);
  }, [api]);
  return null;
}

function Root() {
  const lang = useLang();
  return (
    <ConfigProvider
      locale={lang === 'zh-cn' ? zhCN : enUS}
      componentSize={DEFAULT_SIZE}
      theme={{ token: { colorPrimary: DEFAULT_PRIMARY, borderRadius: 6 }, cssVar: { key: 'shiftdesk' } }}
    >
      <AntApp>
        <FeedbackBridge />
        <BrowserRouter basename="/admin">
          <App />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <Root />
      </I18nextProvider>
    </JotaiProvider>
  </StrictMode>,
);
