/**
 * The invoice's PDF shown in the page: fetched with the app's authenticated client (a plain
 * `src` URL would carry no token), shown from an object URL that is revoked when the preview
 * goes or the document is fetched again.
 */
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { fetchInvoiceDocument } from '../documents';

export function PdfPreview({ id, title, reloadKey }: { id: number; title: string; reloadKey: number }) {
  const { t } = useTranslation(NS);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version or a retry fetches again
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setSrc(null);
    setFailed(false);
    fetchInvoiceDocument(id, 'pdf')
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(
          blob instanceof Blob ? blob : new Blob([blob as BlobPart], { type: 'application/pdf' }),
        );
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, reloadKey, attempt]);

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('invoice.detail.previewFailed')}
        action={
          <Button size="small" onClick={() => setAttempt((a) => a + 1)}>
            {t('list.retry', { ns: 'crud' })}
          </Button>
        }
      />
    );
  }
  if (!src) return <Skeleton active />;
  return <iframe title={title} src={src} style={{ width: '100%', height: '75vh', border: 0 }} />;
}
