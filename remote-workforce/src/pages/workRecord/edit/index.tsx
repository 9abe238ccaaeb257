/**
 * Adjust a work record's punches (route /jobs/workRecord/edit/:id, expose
 * `workforce/workRecord/edit/index`): clock-in and clock-out in Singapore time, the early-start
 * and overtime approvals, and the reason the History keeps. While staff type, the server's
 * preview (POST preview, debounced) shows beside the stored numbers exactly what the edit will
 * store. The PUT carries the `version` read, so a record someone else changed meanwhile answers
 * 409: its message shows, with a reload of the record.
 */
import '../../../i18n';
import { ApiError, api, FormPage, langHeaders, useCrudList, useMachineLabels } from '@shiftdesk/shared';
import { WorkRecordApi, WorkRecordEditBody, type WorkRecordRow, workRecordMachine } from '@shiftdesk/shared/api';
import { Alert, Button, Card, Form, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { workRecordDetailPath } from '../fields';
import { type EditValues, fromRow, Preview, punchesOf, punchFields } from '../PunchPreview';

const { url } = WorkRecordApi;
function WorkRecordEdit({ id, onReload }: { id: number; onReload: () => void }) {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditValues>();
  const query = useMemo(() => ({ id }), [id]);
  const record = useCrudList<WorkRecordRow>(id > 0 ? url.get : null, query);
  const [conflict, setConflict] = useState(false);
  const r = record.data;
  const back = () => navigate(workRecordDetailPath(id));

  if (!record.loading && (record.error || !r)) return <Result status="404" title={t('workRecord.detail.notFound')} />;
  // The form fills once, from the loaded row (and its version).
  if (!r) return <Card loading />;
  if (!workRecordMachine.can(r.status, 'adjust')) {
    return (
      <Result
        status="warning"
        title={t('workRecord.edit.notEditable', { state: labels.state(r.status) })}
        extra={<Button onClick={back}>{t('workRecord.edit.toDetail')}</Button>}
      />
    );
  }

  const fields = punchFields(t, r.shiftDate);

  return (
    <FormPage<EditValues>
      id={id}
      form={form}
      columns={2}
      title={t('workRecord.edit.title', { name: r.workerName })}
      extraTitle={<Typography.Text type="secondary">{`${r.jobCode} · ${r.shiftDate}`}</Typography.Text>}
      schema={WorkRecordEditBody}
      load={async () => ({ ...fromRow(r), reason: '' })}
      fields={fields}
      okText={t('workRecord.edit.save')}
      onSubmit={async (v) => {
        const punches = punchesOf(id, v);
        if (!punches) throw new ApiError(t('workRecord.edit.outBeforeIn'), 400);
        setConflict(false);
        try {
          return await api.put(
            url.edit,
            { ...punches, reason: v.reason, version: r.version },
            { silent: true, headers: langHeaders() },
          );
        } catch (e) {
          // The form shows the server's message; this page adds the way out.
          if (e instanceof ApiError && e.code === 409) setConflict(true);
          throw e;
        }
      }}
      onClose={back}
    >
      <Typography.Paragraph type="secondary">{t('workRecord.edit.hint')}</Typography.Paragraph>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('workRecord.edit.conflict')}
          action={
            <Button size="small" onClick={onReload}>
              {t('workRecord.edit.reload')}
            </Button>
          }
        />
      ) : null}
      <Preview row={r} />
    </FormPage>
  );
}

export default function WorkRecordEditPage() {
  const id = Number(useParams().id);
  // A reload after a conflict mounts the page afresh: the record, its version and the form.
  const [loads, setLoads] = useState(0);
  return (
    <WorkRecordEdit
      key={`${id}#${loads}`}
      id={Number.isInteger(id) && id > 0 ? id : -1}
      onReload={() => setLoads((n) => n + 1)}
    />
  );
}
