/**
 * The worker's photo: shown, and replaced by uploading an image (POST worker/avatar, multipart
 * `id` + `file`). A new worker has no id yet, so the photo comes after the first save.
 */
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { api, FileAvatar, langHeaders, PermissionButton, useFeedback } from '@shiftdesk/shared';
import { WorkerApi } from '@shiftdesk/shared/api';
import { Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = WorkerApi;

export function AvatarUpload(p: { id?: number; avatarUrl: string | null; name: string; onUploaded: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      ui.message.error(t('worker.form.avatarNotImage'));
      return;
    }
    const body = new FormData();
    body.append('id', String(p.id));
    body.append('file', file, file.name);
    setBusy(true);
    try {
      await api.post(url.avatar, body, { headers: { ...langHeaders(), 'Content-Type': 'multipart/form-data' } });
      ui.message.success(t('worker.form.avatarSaved'));
      p.onUploaded();
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space align="center" size={16} style={{ marginBottom: 16 }}>
      <FileAvatar size={64} url={p.avatarUrl} name={p.name || t('worker.fields.avatar')} />
      {p.id ? (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <PermissionButton rule={rule.avatar} icon={<UploadOutlined />} loading={busy}>
            {t('worker.form.avatarUpload')}
          </PermissionButton>
        </Upload>
      ) : (
        <Typography.Text type="secondary">{t('worker.form.avatarAfterSave')}</Typography.Text>
      )}
    </Space>
  );
}
