/**
 * The file of a certificate or document: `PaperUpload` is the form control (uploads at once to
 * the entity's upload route and keeps the answered key as the field's value), `PaperPreview`
 * shows a stored file (image or PDF) in a dialog with a download link. Files need the bearer
 * token, so they are fetched through the API client and shown from an object URL.
 */
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { api, langHeaders, PermissionButton, useFeedback, useFileObjectUrl } from '@shiftdesk/shared';
import { DOCUMENT_MAX_BYTES, type UploadedFile } from '@shiftdesk/shared/api';
import { Modal, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

export function PaperUpload(p: {
  uploadUrl: string;
  rule: string;
  value?: string;
  onChange?: (key: string) => void;
}) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string>();

  const upload = async (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      ui.message.error(t('certificate.file.tooLarge'));
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const r = await api.post<UploadedFile>(p.uploadUrl, body, {
        headers: { ...langHeaders(), 'Content-Type': 'multipart/form-data' },
      });
      setName(file.name);
      p.onChange?.(r.fileKey);
    } catch {
      /* the client showed the server's message (wrong type, too large) */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={4}>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <PermissionButton rule={p.rule} icon={<UploadOutlined />} loading={busy}>
          {p.value ? t('certificate.file.replace') : t('certificate.file.upload')}
        </PermissionButton>
      </Upload>
      <Typography.Text type={p.value ? 'success' : 'secondary'}>
        {p.value ? `${t('certificate.file.uploaded')}${name ? `: ${name}` : ''}` : t('certificate.file.accepted')}
      </Typography.Text>
    </Space>
  );
}

function PreviewBody({ url, fileType, title }: { url: string; fileType: string; title: string }) {
  const { t } = useTranslation(NS);
  const src = useFileObjectUrl(url);
  if (!src) return <Spin tip={t('certificate.file.loading')}>{<div style={{ height: 120 }} />}</Spin>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {fileType.startsWith('image/') ? (
        <img src={src} alt={title} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} />
      ) : (
        <iframe src={src} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
      <a href={src} download={`${title}.${fileType === 'application/pdf' ? 'pdf' : fileType.split('/')[1]}`}>
        {t('certificate.file.download')}
      </a>
    </Space>
  );
}

export function PaperPreview(p: { fileUrl: string; fileType: string; title: string; rule: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton rule={p.rule} type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('certificate.file.preview')}
      </PermissionButton>
      <Modal open={open} title={p.title} footer={null} width={820} onCancel={() => setOpen(false)} destroyOnHidden>
        {open && <PreviewBody url={p.fileUrl} fileType={p.fileType} title={p.title} />}
      </Modal>
    </>
  );
}

