/**
 * The install prompt of spec §4: shown when the browser offered installation
 * (beforeinstallprompt), the app is not standalone, it was not dismissed before and the path is
 * allowed. Install and Later/close store 'pwa-install-dismissed'; appinstalled hides it.
 */
import { shouldShowInstallPrompt } from '@shiftdesk/shared/core';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandAtom } from '../state/brand';
import '../notifications/i18n';

export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    /* ignore */
  }
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone);
}

export function InstallPrompt({ pathname }: { pathname: string }) {
  const { t } = useTranslation('host');
  const brand = useAtomValue(brandAtom);
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(isDismissed);

  useEffect(() => {
    const onOffer = (e: Event) => {
      e.preventDefault();
      setOffer(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setOffer(null);
      storeDismissed();
      setDismissed(true);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = useCallback(() => {
    storeDismissed();
    setDismissed(true);
  }, []);

  const install = useCallback(() => {
    const event = offer;
    dismiss();
    setOffer(null);
    if (!event) return;
    event.prompt().catch((e) => console.warn('[shiftdesk] install prompt failed', e));
  }, [offer, dismiss]);

  const show = shouldShowInstallPrompt({ offered: offer !== null, standalone: isStandalone(), dismissed, pathname });
  if (!show) return null;
  return (
    <Card
      size="small"
      role="dialog"
      aria-label={t('realtime.installTitle')}
      title={t('realtime.installTitle')}
      extra={
        <Button type="text" size="small" aria-label={t('realtime.close')} onClick={dismiss}>
          ×
        </Button>
      }
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 300,
        zIndex: 1100,
        boxShadow: '0 6px 16px rgba(0,0,0,.12)',
      }}
      data-testid="pwa-install-prompt"
    >
      <Typography.Paragraph style={{ marginBottom: 12 }}>{t('realtime.installText', { brand })}</Typography.Paragraph>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={dismiss}>{t('realtime.later')}</Button>
        <Button type="primary" onClick={install}>
          {t('realtime.install')}
        </Button>
      </Space>
    </Card>
  );
}
