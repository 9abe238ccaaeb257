/**
 * System → Audit (route /system/audit, expose `system/audit/index`): every business state change
 * and History line, filtered by record type, record no., actor, action and date; newest first
 * (or oldest); XLSX export of the filter; a record's whole History in a drawer.
 */
import '../../i18n';
import './i18n';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { actionTitle, CrudListPage, defineFields, entityTitle, getLang, History, q, StateTag, sortSchema, stateTitle } from '@shiftdesk/shared';
import { type AuditRow, AuditApi, actionLabels, allMachines } from '@shiftdesk/shared/api';
import { Drawer, Space, Typography } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

type T = (key: string) => string;
const record = (r: AuditRow) => `${entityTitle(r.entity, getLang())} #${r.entityId}`;
const actorName = (r: AuditRow, t: T) => (r.actorId === null ? t('audit.system') : r.actorName);
const OpenHistory = createContext<(r: AuditRow) => void>(() => undefined);

function RecordLink({ r }: { r: AuditRow }) {
  const { t } = useTranslation(NS);
  const open = useContext(OpenHistory);
  return (
    <Typography.Link onClick={() => open(r)} aria-label={`${t('audit.history')}: ${record(r)}`}>
      <HistoryOutlined /> {record(r)}
    </Typography.Link>
  );
}

function Actor({ r }: { r: AuditRow }) {
  const { t } = useTranslation(NS);
  return <>{actorName(r, t)}</>;
}

const fields = defineFields<AuditRow>([
  { key: 'at', label: 'audit.col.at', datetime: true, table: { width: 170, sortable: true } },
  {
    key: 'entity',
    label: 'audit.col.entity',
    options: { values: allMachines.map((m) => m.entity), title: (e) => entityTitle(String(e), getLang()) },
    table: { alwaysShow: true, render: (r) => <RecordLink r={r} /> },
    search: { label: 'audit.search.entity' },
    export: (r) => record(r),
  },
  { key: 'entityId', label: 'audit.search.entityId', table: false, search: true },
  { key: 'action', label: 'audit.col.action', options: { values: Object.keys(actionLabels), title: (a) => actionTitle(String(a), getLang()) }, search: { label: 'audit.search.action' } },
  {
    key: 'change',
    label: 'audit.col.change',
    table: {
      render: (r) => (
        <Space size={4} wrap>
          {r.fromState && <StateTag state={r.fromState} />}
          {r.fromState && r.toState && <span aria-hidden>→</span>}
          {r.toState && <StateTag state={r.toState} />}
        </Space>
      ),
    },
    export: (r) => [r.fromState, r.toState].filter((s): s is string => !!s).map((s) => stateTitle(s, getLang())).join(' → '),
  },
  { key: 'actor', label: 'audit.col.actor', table: { render: (r) => <Actor r={r} /> }, search: { label: 'audit.search.actor' }, export: (r, t) => actorName(r, t) },
  { key: 'reason', label: 'audit.col.reason', table: { ellipsis: true } },
  { key: 'dateRange', label: 'audit.search.time', table: false, search: { type: 'dateRange' } },
]);
// A record no. is a number in the URL and the request; Reset keeps the order the trail is read in.
const schema = { ...fields.querySchema(), entityId: q.int({ max: Number.MAX_SAFE_INTEGER }), ...sortSchema(fields.sortable()) };

export default function AuditPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<AuditRow | null>(null);
  return (
    <OpenHistory.Provider value={setOpen}>
      <CrudListPage entity={AuditApi} fields={fields} schema={schema} ns={NS} texts="audit">
        {open && (
          <Drawer open size={520} title={t('audit.historyTitle', { entity: entityTitle(open.entity, getLang()), id: open.entityId })} onClose={() => setOpen(null)}>
            <History entity={open.entity} entityId={open.entityId} />
          </Drawer>
        )}
      </CrudListPage>
    </OpenHistory.Provider>
  );
}
