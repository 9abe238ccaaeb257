/** The shell's dead ends (401, 404, a page nothing provides): what happened, and the way home. */
import Button from 'antd/es/button';
import Result, { type ResultProps } from 'antd/es/result';
import Space from 'antd/es/space';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface ErrorResultProps {
  status: ResultProps['status'];
  title: ReactNode;
  /** A larger line above `text`. */
  heading?: string;
  text: string;
  /** Buttons after "Back home". */
  more?: ReactNode;
}

export function ErrorResult({ status, title, heading, text, more }: ErrorResultProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const home = (
    <Button type="primary" onClick={() => navigate('/home')}>
      {t('error.backHome')}
    </Button>
  );
  const sub = heading ? (
    <>
      <div style={{ fontSize: 18, marginBottom: 4 }}>{heading}</div>
      {text}
    </>
  ) : (
    text
  );
  return <Result status={status} title={title} subTitle={sub} extra={more ? <Space>{home}{more}</Space> : home} />;
}
