/**
 * "Adjust" on a row of an approved timesheet (POST timesheet/adjust, issue 29). The client signed
 * the record as it is and it stays so; staff enter the punches as they should have been, see the
 * same preview as the record's edit page, and give the reason. The server keeps the difference as
 * an adjustment: a credit or debit note of the invoice and a payroll item for the worker.
 */
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { api, FormModal, langHeaders, PermissionButton } from '@shiftdesk/shared';
import {
  TIMESHEET_ADJUSTABLE,
  TimesheetAdjustBody,
  TimesheetApi,
  type TimesheetDetail,
  type WorkRecordRow,
} from '@shiftdesk/shared/api';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { type EditValues, fromRow, Preview, punchesOf, punchFields } from '../workRecord/PunchPreview';

export const adjustable = (ts: Pick<TimesheetDetail, 'status'>) => TIMESHEET_ADJUSTABLE.includes(ts.status);

export function AdjustButton({ ts, row, onDone }: { ts: TimesheetDetail; row: WorkRecordRow; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EditValues>();
  if (!adjustable(ts)) return null;
  const earlier = ts.adjustments?.filter((a) => a.workRecordId === row.id).length ?? 0;
  return (
    <>
      <PermissionButton
        rule={TimesheetApi.rule.adjust}
        type="link"
        size="small"
        icon={<EditOutlined />}
        aria-label={t('timesheet.adjust.rowLabel', { name: row.workerName, date: row.shiftDate })}
        onClick={() => setOpen(true)}
      >
        {t('timesheet.adjust.action')}
      </PermissionButton>
      {open ? (
        <FormModal<EditValues>
          open
          form={form}
          width={720}
          columns={2}
          title={t('timesheet.adjust.title', { name: row.workerName, date: row.shiftDate })}
          schema={TimesheetAdjustBody}
          load={async () => ({ ...fromRow(row), reason: '' })}
          fields={punchFields(t, row.shiftDate)}
          okText={t('timesheet.adjust.submit')}
          onClose={() => setOpen(false)}
          onSubmit={async (v) => {
            const punches = punchesOf(row.id, v);
            return api.post(
              TimesheetApi.url.adjust,
              {
                ...punches,
                id: ts.id,
                recordId: row.id,
                reason: v.reason,
                version: ts.version,
              },
              { silent: true, headers: langHeaders() },
            );
          }}
          onSaved={onDone}
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('timesheet.adjust.intro')}
            description={earlier ? t('timesheet.adjust.earlier', { count: earlier }) : undefined}
          />
          <Preview row={row} />
        </FormModal>
      ) : null}
    </>
  );
}
