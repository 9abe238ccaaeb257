/**
 * The banner's picture in the form: chosen, checked here against the server's limits (type and
 * size, so a wrong file fails before any upload), uploaded at once (the server judges it again
 * by its bytes and stores a fresh encoding) and previewed in the 4:1 box the website shows it in.
 * The form's value is what the upload answered (`upload/banner/…`), or null.
 */
import { api, ApiError, langHeaders } from '@shiftdesk/shared';
import {
  BANNER_IMAGE_ACCEPT,
  BANNER_IMAGE_MAX_BYTES,
  BannerUpload,
  type BannerUploadResult,
} from '@shiftdesk/shared/api';
import { Button, Space, Typography, theme, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { imageSrc } from './fields';

const TYPES = BANNER_IMAGE_ACCEPT.split(',');

export interface ImageInputProps {
  value?: string | null;
  onChange?: (v: string | null) => void;
  /** The banner's title: the preview's alt text */
  title: string;
  id?: string;
}

export function ImageInput({ value, onChange, title, id }: ImageInputProps) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();

  const send = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    setNote(t('banner.form.imageUploading'));
    try {
      const res = await api.post<BannerUploadResult>(BannerUpload.url, body, {
        silent: true,
        headers: { ...langHeaders(), 'Content-Type': 'multipart/form-data' },
      });
      onChange?.(res.image);
      setNote(t('banner.form.imageUploaded'));
    } catch (e) {
      setNote(undefined);
      // The server says why in the user's language (wrong type, too large, unreadable).
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <div
        // A fixed 4:1 box: the form does not jump when the picture arrives.
        style={{
          width: '100%',
          maxWidth: 600,
          aspectRatio: '4 / 1',
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorFillAlter,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {value ? (
          <img
            src={imageSrc(value)}
            alt={t('banner.form.imagePreview', { title: title || t('banner.fields.image') })}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('banner.noImage')}</Typography.Text>
        )}
      </div>
      <Space wrap>
        <Upload
          accept={BANNER_IMAGE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (!TYPES.includes(file.type)) setError(t('banner.form.imageType'));
            else if (file.size > BANNER_IMAGE_MAX_BYTES) setError(t('banner.form.imageTooLarge'));
            else {
              setError(undefined);
              void send(file);
            }
            // antd never uploads on its own: `send` does, with the session and the language.
            return false;
          }}
        >
          <Button id={id} loading={busy}>
            {value ? t('banner.form.imageReplace') : t('banner.form.imagePick')}
          </Button>
        </Upload>
        {value ? (
          <Button danger disabled={busy} onClick={() => onChange?.(null)}>
            {t('banner.form.imageRemove')}
          </Button>
        ) : null}
      </Space>
      <div aria-live="polite">{note && !error ? <Typography.Text type="secondary">{note}</Typography.Text> : null}</div>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
