/**
 * The client's timesheet sign-off (/website/timesheet/sign?token=…; public, no account): the
 * mailed single-use link opens the timesheet it was made for; the client approves with a name
 * and a drawn signature or disputes with comments. A used, expired or superseded link gets a
 * page saying so (the server's reason) instead of the form.
 */
import '../../i18n';
import { ApiError, api, registerTranslations } from '@shiftdesk/shared';
import type { TimesheetSignoffResult, TimesheetSignoffView } from '@shiftdesk/shared/api';
import { Button, Card, Result, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as styles from '../../components/page.module.css';
import WebsiteLayout from '../../components/WebsiteLayout';
import { NS } from '../../i18n';
import { Decide, SIGNOFF_URL } from './Decide';
import { Changes, Comments, Rows, Summary } from './Sheet';
import { signEn, signZhCn } from './texts';

registerTranslations(NS, { en: { timesheetSign: signEn }, 'zh-cn': { timesheetSign: signZhCn } });

type State =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; view: TimesheetSignoffView }
  | { kind: 'done'; result: TimesheetSignoffResult; how: 'approved' | 'disputed' };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export default function TimesheetSignPage() {
  const { t } = useTranslation(NS);
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const refused = useCallback((e: ApiError) => setState({ kind: 'invalid', message: e.message }), []);

  const load = useCallback(async () => {
    if (!TOKEN.test(token)) {
      setState({ kind: 'invalid', message: t('timesheetSign.invalid.missing') });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const view = await api.get<TimesheetSignoffView>(SIGNOFF_URL.get, { token }, { silent: true });
      setState({ kind: 'open', view });
    } catch (e) {
      if (e instanceof ApiError && [400, 404, 409, 410].includes(e.code)) refused(e);
      else setState({ kind: 'failed', message: e instanceof ApiError ? e.message : String(e) });
    }
  }, [token, t, refused]);

  useEffect(() => {
    void load();
  }, [load]);

  let body: React.ReactNode;
  if (state.kind === 'loading') body = <Skeleton active aria-label={t('timesheetSign.loading')} />;
  else if (state.kind === 'invalid')
    body = (
      <Result
        status="warning"
        title={t('timesheetSign.invalid.title')}
        subTitle={
          <>
            {state.message}
            <br />
            {t('timesheetSign.invalid.hint')}
          </>
        }
      />
    );
  else if (state.kind === 'failed')
    body = (
      <Result
        status="error"
        title={state.message}
        extra={<Button onClick={() => void load()}>{t('timesheetSign.retry')}</Button>}
      />
    );
  else if (state.kind === 'done')
    body = (
      <Result
        status={state.how === 'approved' ? 'success' : 'info'}
        title={t(`timesheetSign.done.${state.how}`, { number: state.result.number })}
        subTitle={t('timesheetSign.done.closeHint')}
      />
    );
  else {
    const view = state.view;
    body = (
      <>
        <h1 className={styles.title}>{t('timesheetSign.title', { number: view.number })}</h1>
        <p className={styles.lead}>{t('timesheetSign.lead')}</p>
        <Summary view={view} />
        <Changes view={view} />
        <Card title={t('timesheetSign.rows')} size="small" style={{ margin: '16px 0' }}>
          <Rows view={view} />
        </Card>
        <Comments view={view} />
        <Card size="small" style={{ marginTop: 16 }}>
          <Decide
            token={token}
            view={view}
            onRefused={refused}
            onDone={(result, how) => setState({ kind: 'done', result, how })}
          />
        </Card>
      </>
    );
  }

  return (
    <WebsiteLayout>
      <div className={styles.section}>{body}</div>
    </WebsiteLayout>
  );
}
