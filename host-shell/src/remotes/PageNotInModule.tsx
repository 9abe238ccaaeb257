/**
 * A page the menu or a link names, of a remote that DID load, but whose active version does not
 * expose it: says so, without the "could not be loaded, try again" of an outage (retrying
 * cannot help; a deploy can). Shown by the resolver when the remote's manifest lacks the page,
 * and by the runtime plugin when the container answers "does not exist in container".
 */
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The error a remote container throws for a module it does not expose. */
export function isMissingExpose(error: unknown): boolean {
  return /does not exist in container/i.test(error instanceof Error ? error.message : String(error ?? ''));
}

export function PageNotInModule({ remote, page }: { remote: string; page: string }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('remote.missingTitle')}
      subTitle={t('remote.missingText', { name: remote, page: page.replace(/^\.\//, '') })}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/home')}>
          {t('remote.backHome')}
        </Button>
      }
      data-testid="page-not-in-module"
    />
  );
}
