/**
 * Applies the theme config: antd ConfigProvider (primary → readable tokens, see
 * ./readableTheme.ts; dark → darkAlgorithm; componentSize, locale) and, 100 ms after start (spec §9), the document-level effects: the
 * `data-theme="dark"` attribute, the bar colour CSS variables (their text kept as
 * `themeConfigStyle`), grayscale / invert filters on the app root, the watermark, dayjs locale.
 */
import { dayjs, useLang } from '@shiftdesk/shared/core';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import antdTheme from 'antd/es/theme';
import Watermark from 'antd/es/watermark';
import 'dayjs/locale/zh-cn';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  APPLY_DELAY_MS,
  saveThemeConfig,
  setThemeConfig,
  THEME_STYLE_KEY,
  type ThemeConfig,
  themeConfigAtom,
} from './config';
import { readableTheme } from './readableTheme';
import { usePrefersReducedMotion } from './reducedMotion';
import { antdSize, appFilter, cleanWatermarkText, cssVarsText, themeCssVars } from './rules';
import * as styles from './ThemeRoot.module.css';

/** The element the filters apply to (the React root). */
export function appRootElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('root');
}

/** Applies the document-level effects of a config (idempotent). */
export function applyDocumentTheme(config: ThemeConfig): void {
  const html = document.documentElement;
  if (config.isIsDark) html.setAttribute('data-theme', 'dark');
  else html.removeAttribute('data-theme');
  html.style.colorScheme = config.isIsDark ? 'dark' : 'light';
  // The shell's own CSS prints text on primary fills (active tag, logo mark) in this colour.
  const vars = { ...themeCssVars(config), '--sd-on-primary': readableTheme(config.primary, config.isIsDark).onPrimary };
  for (const [k, v] of Object.entries(vars)) html.style.setProperty(k, v);
  try {
    localStorage.setItem(THEME_STYLE_KEY, cssVarsText(vars));
  } catch {
    /* storage disabled */
  }
  const root = appRootElement();
  if (root) root.style.filter = appFilter(config);
}

/** True once APPLY_DELAY_MS have passed since start. */
function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setStarted(true), APPLY_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  return started;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const config = useAtomValue(themeConfigAtom);
  const lang = useLang();
  const started = useStarted();
  const reducedMotion = usePrefersReducedMotion();

  // The shared i18n persists globalI18n itself; keep the atom in step with it.
  useEffect(() => {
    if (config.globalI18n !== lang) setThemeConfig({});
  }, [lang, config.globalI18n]);

  useEffect(() => {
    dayjs.locale(lang === 'zh-cn' ? 'zh-cn' : 'en');
  }, [lang]);

  useEffect(() => {
    if (!started) return;
    applyDocumentTheme(config);
  }, [started, config]);

  // First run: make sure the stored object holds every key (old or partial configs).
  useEffect(() => saveThemeConfig(config), []); // eslint-disable-line react-hooks/exhaustive-deps

  const themeProp = useMemo(() => {
    // The picked primary, moved in lightness only as far as text on and in it needs (WCAG AA).
    const readable = readableTheme(config.primary, config.isIsDark);
    return {
      algorithm: config.isIsDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { ...readable.token, borderRadius: 6, motion: !reducedMotion },
      components: readable.components,
      cssVar: { key: 'shiftdesk' },
    };
  }, [config.isIsDark, config.primary, reducedMotion]);
  const watermark = started && config.isWartermark ? cleanWatermarkText(config.wartermarkText) : null;

  return (
    <ConfigProvider
      locale={lang === 'zh-cn' ? zhCN : enUS}
      componentSize={antdSize(config.componentSize)}
      theme={themeProp}
    >
      {children}
      {watermark &&
        typeof document !== 'undefined' &&
        createPortal(
          <div className={styles.watermark} data-testid="app-watermark" data-text={watermark} aria-hidden="true">
            <Watermark
              className={styles.fill}
              content={watermark}
              font={{ color: config.isIsDark ? 'rgba(255,255,255,0.10)' : 'rgba(0,0,0,0.10)', fontSize: 15 }}
              gap={[120, 120]}
            />
          </div>,
          document.body,
        )}
    </ConfigProvider>
  );
}
