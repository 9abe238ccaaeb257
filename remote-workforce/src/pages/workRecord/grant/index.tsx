/**
 * Jobs → Work records → Grant list (route /jobs/workRecord/grant, expose
 * `workforce/workRecord/grant/index`): the verified records waiting to be credited to the
 * workers' wallets (DOMAIN.md "Work record"), from `workRecord/grantList`. The work-record list's
 * filters (worker, client, shift dates, and a department from a link), the record count, pay
 * hours and pay of every record found (summed by the server, not of the page) above the table,
 * XLSX export, each row linking to its record. "Credit to wallets" posts a row's or the
 * selection's pay to the workers' wallets (PUT workRecord/grant); credited records leave the list.
 */
import '../../../i18n';
import { CrudListPage, defineFields, formatMoney, LinkFilters, q, useAuth } from '@shiftdesk/shared';
import { WorkRecordApi, type WorkRecordGrantTotals, type WorkRecordRow } from '@shiftdesk/shared/api';
import { Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';
import { hm, workRecordDetailPath, workRecordFields, workRecordToApi } from '../fields';
import { GrantButton } from './GrantButton';

const { url, rule } = WorkRecordApi;
/** The grant list reads like a list of its own: its URL and rule; by id, the record's. */
const grantEntity = {
  module: WorkRecordApi.module,
  entity: WorkRecordApi.entity,
  url: { list: url.grantList, get: url.get },
  rule: { list: rule.grantList, get: rule.get },
};

/** What a grant list row shows: the work record's fields, without its state (always verified) and bill. */
const SHOWN = new Set([
  'workerName',
  'keyword',
  'job',
  'client',
  'clientId',
  'shift',
  'date',
  'payMinutes',
  'otMinutes',
  'payAmount',
]);
const grantFields = defineFields<WorkRecordRow>([
  ...workRecordFields.list.filter((f) => SHOWN.has(f.key)),
  { key: 'verifiedAt', label: 'workRecord.grant.verifiedAt', datetime: true, table: { width: 150 } },
]);

/** The search form's filters, and a department from a link (a removable tag). */
const grantQuery = { ...grantFields.querySchema(), contractDeptId: q.int() };

const DEPT_FILTER = ['contractDeptId'] as const;

/** The totals of every record the filters find (the server's sums), in words and S$ from cents. */
function GrantTotals({ totals }: { totals: WorkRecordGrantTotals | undefined }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  if (!totals) return null;
  const items = [
    { key: 'records', label: t('workRecord.grant.records'), value: String(totals.records) },
    { key: 'payHours', label: t('workRecord.grant.payHours'), value: hm(totals.payMinutes) },
    { key: 'payAmount', label: t('workRecord.grant.payAmount'), value: formatMoney(totals.payAmount) },
  ];
  return (
    <section
      aria-label={t('workRecord.grant.totals')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${token.paddingXXS}px ${token.padding}px`,
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      {items.map((i) => (
        <Space key={i.key} size={4}>
          <Typography.Text type="secondary">{i.label}</Typography.Text>
          <Typography.Text strong>{i.value}</Typography.Text>
        </Space>
      ))}
    </section>
  );
}

export default function WorkRecordGrantPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { has } = useAuth();
  return (
    <CrudListPage
      entity={grantEntity}
      fields={grantFields}
      ns={NS}
      texts="workRecord.grant"
      schema={grantQuery}
      toApi={workRecordToApi}
      tableKey="workforce.workRecordGrant"
      detail={(r) => workRecordDetailPath(r.id)}
      rowName={(r) => r.workerName}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('workRecord.actions.detail'),
          rule: rule.get,
          onClick: () => navigate(workRecordDetailPath(r.id)),
        },
      ]}
      rowExtra={(r, page) => <GrantButton rows={[r]} onDone={page.list.reload} />}
      // Rows are selectable only for a user who may credit them.
      batchActions={
        has(rule.grant)
          ? (selected, clear, page) => (
              <GrantButton
                rows={selected}
                batch
                onDone={() => {
                  clear();
                  page.list.reload();
                }}
              />
            )
          : undefined
      }
      toolbarStart={(page) => (
        <>
          <LinkFilters ns={NS} page={page} keys={DEPT_FILTER} texts="workRecord" />
          <GrantTotals totals={(page.list.data as { totals?: WorkRecordGrantTotals } | null)?.totals} />
        </>
      )}
    />
  );
}
