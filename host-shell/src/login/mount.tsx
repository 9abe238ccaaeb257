/**
 * The login page as an island of its own (ARCHITECTURE §7: the login page must not pull in the
 * shell, the shared antd copy or any remote). It uses antd components imported one by one and
 * the antd-free entry of @shiftdesk/shared; a successful login loads the shell with a full
 * navigation, so this island never shares a page with the shell's singletons.
 */

import { getToken, readThemeConfig, registerTranslations, setUiFeedback, useLang } from '@shiftdesk/shared/lite';
import ConfigProvider, { type ConfigProviderProps } from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import theme from 'antd/es/theme';
import { type ReactNode, StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HOST_NS, hostResources } from '../i18n/host';
import LoginPage from '../pages/login';
import { loginTarget } from '../router/guard';
import { readableTheme } from '../theme/readableTheme';
import { usePrefersReducedMotion } from '../theme/reducedMotion';
import { islandFeedback, setFeedbackLook } from './feedback';
import '../reset.css';

const DEFAULT_PRIMARY = '#f36b6b';
/** The class antd writes the theme's CSS variables under (named here so the page root carries it). */
const CSS_VAR_KEY = 'shiftdesk-login';

registerTranslations(HOST_NS, hostResources);
setUiFeedback(islandFeedback);

type Locale = ConfigProviderProps['locale'];
/** antd's Chinese texts load only when the page is (or turns) Chinese; English is antd's default. */
function useAntdLocale(lang: string): Locale {
  const [zhCN, setZhCN] = useState<Locale>();
  useEffect(() => {
    if (lang === 'zh-cn' && !zhCN) void import('antd/es/locale/zh_CN').then((m) => setZhCN(m.default));
  }, [lang, zhCN]);
  return lang === 'zh-cn' && zhCN ? zhCN : enUS;
}

/**
 * What antd's App would give the page without its toast and modal holders: the theme's CSS
 * variables (the page's styles read `--ant-*`) and the base text style, dark mode included.
 */
function PageRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className={CSS_VAR_KEY}
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

/** Leaves the island for the shell (a full load, so the shell starts with its own singletons). */
export function enterShell(search: string): void {
  window.location.replace(`/admin${loginTarget(search)}`);
}

function LoginIsland() {
  const lang = useLang();
  const saved = readThemeConfig();
  const dark = saved.isIsDark === true;
  const primary =
    typeof saved.primary === 'string' && /^#[0-9a-f]{6}$/i.test(saved.primary) ? saved.primary : DEFAULT_PRIMARY;
  const locale = useAntdLocale(lang);
  const reducedMotion = usePrefersReducedMotion();
  const look = useMemo(() => {
    // The shell's readable tokens (issue 27): the primary as text and under text reaches WCAG AA.
    const readable = readableTheme(primary, dark);
    return {
      locale,
      theme: {
        cssVar: { key: CSS_VAR_KEY },
        token: { ...readable.token, motion: !reducedMotion },
        components: readable.components,
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      },
    };
  }, [locale, primary, dark, reducedMotion]);
  useEffect(() => setFeedbackLook(look), [look]);
  useEffect(() => {
    if (dark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
  }, [dark]);
  return (
    <ConfigProvider locale={look.locale} theme={look.theme}>
      <PageRoot>
        <LoginPage onLoggedIn={() => enterShell(window.location.search)} />
      </PageRoot>
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
