import { registerPlugins } from '@module-federation/enhanced/runtime';
import { i18n, setUiFeedback, sharedStore } from '@shiftdesk/shared/core';
import AntApp from 'antd/es/app';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './i18n/register';
import { ShellServices } from './realtime/ShellServices';
import { initRemotes } from './remotes/registry';
import { shiftdeskRuntimePlugin } from './remotes/runtimePlugin';
import './reset.css';
import './theme/i18n';
import { ThemeRoot } from './theme/ThemeRoot';

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

/** Theme config (primary, dark, size, locale, filters, watermark) flows in through ThemeRoot. */
function Root() {
  return (
    <ThemeRoot>
      <AntApp>
        <FeedbackBridge />
        <BrowserRouter basename="/admin">
          <App />
          <ShellServices />
        </BrowserRouter>
      </AntApp>
    </ThemeRoot>
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
