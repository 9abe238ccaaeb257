/**
 * Jobs → Timesheets (route /jobs/timesheet, expose `workforce/timesheet/index`): one contract
 * department's verified records of a week or month, sent to the client to sign. A CrudListPage over
 * `timesheetFields`; the machine's send and dispute come from the kit; approval takes a signer and
 * a drawn signature (ApproveDialog); Generate picks department and period (GenerateDialog). Each
 * row downloads its PDF or XLSX; selected rows download as one zip.
 */
import '../../i18n';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { CrudListPage, PermissionButton } from '@shiftdesk/shared';
import { TimesheetApi } from '@shiftdesk/shared/api';
import { App, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { ApproveButton } from './ApproveDialog';
import { type DocumentFormat, downloadTimesheets } from './documents';
import { timesheetDetailPath, timesheetFields, timesheetQuery } from './fields';
import { GenerateButton } from './GenerateDialog';

const { rule } = TimesheetApi;
// Approve carries a signer and a signature (its own dialog), so the kit does not draw it as a
// plain transition; generate and export are not row transitions at all.
const { approve: _ownDialog, generate: _toolbar, export: _documents, ...rowUrls } = TimesheetApi.url;
const listEntity = { ...TimesheetApi, url: rowUrls };

export default function TimesheetPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const download = (ids: number[], format: DocumentFormat, name: string) =>
    void downloadTimesheets(ids, format, name).catch(() => {});

  return (
    <CrudListPage
      entity={listEntity}
      fields={timesheetFields}
      ns={NS}
      texts="timesheet"
      schema={timesheetQuery}
      tableKey="workforce.timesheet"
      detail={(r) => timesheetDetailPath(r.id)}
      rowName={(r) => r.number}
      dangerActions={['dispute']}
      rowActionsVisible={1}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('timesheet.actions.detail'),
          rule: rule.get,
          onClick: () => navigate(timesheetDetailPath(r.id)),
        },
        {
          key: 'pdf',
          label: t('timesheet.actions.pdf'),
          rule: rule.export,
          onClick: () => download([r.id], 'pdf', r.number),
        },
        {
          key: 'xlsx',
          label: t('timesheet.actions.xlsx'),
          rule: rule.export,
          onClick: () => download([r.id], 'xlsx', r.number),
        },
      ]}
      rowExtra={(r, page) => <ApproveButton row={r} link onDone={page.list.reload} />}
      toolbarStart={(page) => (
        <GenerateButton
          onGenerated={(made) => {
            message.success(t('timesheet.generate.done', { number: made.number, count: made.recordCount }));
            page.list.reload();
            navigate(timesheetDetailPath(made.id));
          }}
          onQueuedDone={page.list.reload}
        />
      )}
      batchActions={(selected) => {
        const ids = selected.map((r) => r.id);
        return (
          <Space wrap>
            {(['pdf', 'xlsx'] as const).map((format) => (
              <PermissionButton
                key={format}
                rule={rule.export}
                icon={<DownloadOutlined />}
                disabled={!ids.length}
                onClick={() => download(ids, format, ids.length > 1 ? 'timesheets' : selected[0].number)}
              >
                {`${t(format === 'pdf' ? 'timesheet.actions.exportSelectedPdf' : 'timesheet.actions.exportSelectedXlsx')} (${ids.length})`}
              </PermissionButton>
            ))}
          </Space>
        );
      }}
    />
  );
}
