/**
 * The login page as an island of its own (ARCHITECTURE §7: the login page must not pull in the
 * shell, the shared antd copy or any remote). It uses antd components imported one by one and
 * the antd-free entry of @shiftdesk/shared; a successful login loads the shell with a full
 * navigation, so this island never shares a page with the shell's singletons.
 */
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import theme from 'antd/es/theme';
import { getToken, readThemeConfig, registerTranslations, setUiFeedback, useLang } from '@shiftdesk/shared/lite';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HOST_NS, hostResources } from '../i18n/host';
import LoginPage from '../pages/login';
import { loginTarget } from '../router/guard';
import '../reset.css';

const DEFAULT_PRIMARY = '#f36b6b';

registerTranslations(HOST_NS, hostResources);

/** Leaves the island for the shell (a full load, so the shell starts with its own singletons). */
export function enterShell(search: string): void {
  window.location.replace(`/admin${loginTarget(search)}`);
}

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => setUiFeedback(api), [api]);
  return null;
}

function LoginIsland() {
  const lang = useLang();
  const saved = readThemeConfig();
  const dark = saved.isIsDark === true;
  const primary = typeof saved.primary === 'string' && /^#[0-9a-f]{6}$/i.test(saved.primary) ? saved.primary : DEFAULT_PRIMARY;
  useEffect(() => {
    if (dark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
  }, [dark]);
  return (
    <ConfigProvider
      locale={lang === 'zh-cn' ? zhCN : enUS}
      theme={{ token: { colorPrimary: primary }, algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <AntApp>
        <FeedbackBridge />
        <LoginPage onLoggedIn={() => enterShell(window.location.search)} />
      </AntApp>
    </ConfigProvider>
  );
}

// Spec §2: with a token, visiting /login goes on (to /home unless a redirect target is given).
if (getToken()) {
  enterShell(window.location.search);
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <LoginIsland />
    </StrictMode>,
  );
}
