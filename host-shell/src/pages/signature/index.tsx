/**
 * /signature (full page, hidden from the menu): draw, undo, clear and save the current user's
 * signature (PUT system/personal/signature {signature: PNG data URL}). Rendered over the whole
 * window (a portal on <body>), so no layout chrome shows; Back returns to the previous page.
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import type { PersonalInfoResult } from '@shiftdesk/shared/api';
import { api } from '@shiftdesk/shared/core';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SignaturePad, type SignaturePadHandle } from '@shiftdesk/shared/signature-pad';
import './i18n';
import * as styles from './index.module.css';

export const SIGNATURE_URL = 'api/v1/system/personal/signature';
const INFO_URL = 'api/v1/system/personal/getPersonalInfo';

export default function SignaturePage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pad = useRef<SignaturePadHandle>(null);
  const [count, setCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api
      .get<PersonalInfoResult>(INFO_URL, undefined, { silent: true })
      .then((d) => live && setSaved(d.user.signature ?? null))
      .catch(() => live && setSaved(null));
    return () => {
      live = false;
    };
  }, []);

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/home');
  };

  const save = async () => {
    const data = pad.current?.toDataURL() ?? '';
    if (!data) {
      message.warning(t('signature.empty'));
      return;
    }
    setSaving(true);
    try {
      await api.put(SIGNATURE_URL, { signature: data });
      setSaved(data);
      pad.current?.clear();
      message.success(t('signature.saved'));
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await api.put(SIGNATURE_URL, { signature: '' });
      setSaved(null);
      message.success(t('signature.removed'));
    } catch {
      /* shown by the client */
    }
  };

  const view = (
    <div className={styles.page} data-testid="signature-page">
      <header className={styles.bar}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
          <span className={styles.hideNarrow}>{t('signature.back')}</span>
        </Button>
        <Typography.Title level={4} className={styles.title}>
          {t('signature.heading')}
        </Typography.Title>
        <Space wrap className={styles.actions}>
          <Tooltip title={t('signature.undo')}>
            <Button
              icon={<UndoOutlined />}
              disabled={!count}
              onClick={() => pad.current?.undo()}
              aria-label={t('signature.undo')}
            >
              <span className={styles.hideNarrow}>{t('signature.undo')}</span>
            </Button>
          </Tooltip>
          <Tooltip title={t('signature.clear')}>
            <Button
              icon={<ClearOutlined />}
              disabled={!count}
              onClick={() => pad.current?.clear()}
              aria-label={t('signature.clear')}
            >
              <span className={styles.hideNarrow}>{t('signature.clear')}</span>
            </Button>
          </Tooltip>
          <Button type="primary" icon={<SaveOutlined />} disabled={!count} loading={saving} onClick={save}>
            {t('signature.save')}
          </Button>
        </Space>
      </header>
      <main className={styles.body}>
        <Typography.Text type="secondary" className={styles.hint}>
          {t('signature.hint')}
        </Typography.Text>
        <div className={styles.padWrap}>
          <SignaturePad
            ref={pad}
            placeholder={t('signature.placeholder')}
            ariaLabel={t('signature.canvas')}
            onChange={(_, n) => setCount(n)}
          />
        </div>
        <div className={styles.current}>
          <Typography.Text type="secondary">{t('signature.current')}:</Typography.Text>
          {saved ? (
            <>
              <img
                src={saved}
                alt={t('signature.current')}
                className={styles.currentImg}
                data-testid="saved-signature"
              />
              <Popconfirm
                title={t('signature.removeConfirm')}
                onConfirm={remove}
                okText={t('common:action.confirm')}
                cancelText={t('common:action.cancel')}
              >
                <Button type="link" danger size="small">
                  {t('signature.remove')}
                </Button>
              </Popconfirm>
            </>
          ) : (
            <Typography.Text type="secondary">{saved === undefined ? '…' : t('signature.none')}</Typography.Text>
          )}
        </div>
      </main>
    </div>
  );
  // Into the antd App root (it carries the theme's CSS variables), outside the animated view.
  if (typeof document === 'undefined') return view;
  return createPortal(view, document.querySelector('.ant-app') ?? document.body);
}
