/**
 * System → Audit (route /system/audit, expose `system/audit/index`): every business state change
 * and History line, filtered by record type, record no., actor, action and date; newest first
 * (or oldest); XLSX export of the filter; a record's whole History in a drawer.
 */
import '../../i18n';
import './i18n';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import {
  type CrudColumn,
  CrudTable,
  ExportButton,
  formatDateTime,
  History,
  q,
  SearchForm,
  StateTag,
  useCrudList,
  useMachineLabels,
  useUrlQuery,
} from '@shiftdesk/shared';
import { type AuditRow, actionLabels, allMachines, type PageResultOf } from '@shiftdesk/shared/api';
import { Card, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/audit/list';
const RULE = 'api/v1/system/audit/list';
const ENTITIES = allMachines.map((m) => m.entity);
const ACTIONS = Object.keys(actionLabels);
const schema = {
  entity: q.oneOf(ENTITIES),
  entityId: q.int({ max: Number.MAX_SAFE_INTEGER }),
  actor: q.string(),
  action: q.oneOf(ACTIONS),
  dateRange: q.dateRange(),
  orderDir: q.oneOf(['asc', 'desc'] as const),
};
type Filters = { entity?: string; entityId?: number; actor?: string; action?: string; dateRange?: [string, string] };

export default function AuditPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { query, apiQuery, search, reset, setPage, setQuery } = useUrlQuery(schema);
  const list = useCrudList<PageResultOf<AuditRow>>(LIST, apiQuery);
  const [open, setOpen] = useState<{ entity: string; id: number } | null>(null);

  const actorName = (r: AuditRow) => (r.actorId === null ? t('audit.system') : r.actorName);
  const record = (r: AuditRow) => `${labels.entityTitle(r.entity)} #${r.entityId}`;

  const columns: CrudColumn<AuditRow>[] = [
    {
      key: 'at',
      dataIndex: 'at',
      title: t('audit.col.at'),
      width: 170,
      sorter: true,
      sortOrder: query.orderDir === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
    },
    {
      key: 'entity',
      title: t('audit.col.entity'),
      alwaysShow: true,
      render: (_, r) => (
        <Typography.Link
          onClick={() => setOpen({ entity: r.entity, id: r.entityId })}
          aria-label={`${t('audit.history')}: ${record(r)}`}
        >
          <HistoryOutlined /> {record(r)}
        </Typography.Link>
      ),
    },
    { key: 'action', dataIndex: 'action', title: t('audit.col.action'), render: (a: string) => labels.actionTitle(a) },
    {
      key: 'change',
      title: t('audit.col.change'),
      render: (_, r) => (
        <Space size={4} wrap>
          {r.fromState && <StateTag state={r.fromState} />}
          {r.fromState && r.toState && <span aria-hidden>→</span>}
          {r.toState && <StateTag state={r.toState} />}
        </Space>
      ),
    },
    { key: 'actor', title: t('audit.col.actor'), render: (_, r) => actorName(r) },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('audit.col.reason'),
      ellipsis: true,
      render: (s: string) => s || '—',
    },
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          {
            name: 'entity',
            label: t('audit.search.entity'),
            type: 'select',
            options: ENTITIES.map((e) => ({ value: e, label: labels.entityTitle(e) })),
          },
          { name: 'entityId', label: t('audit.search.entityId') },
          { name: 'actor', label: t('audit.search.actor') },
          {
            name: 'action',
            label: t('audit.search.action'),
            type: 'select',
            options: ACTIONS.map((a) => ({ value: a, label: labels.actionTitle(a) })),
          },
          { name: 'dateRange', label: t('audit.search.time'), type: 'dateRange' },
        ]}
        value={query}
        onSearch={(v) => search({ ...v, entityId: v.entityId ? Number(v.entityId) : undefined })}
        onReset={() => reset(['orderDir'])}
      />
      <CrudTable<AuditRow>
        tableKey="system.audit"
        title={t('audit.tableTitle')}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.entity || query.entityId || query.actor || query.action || query.dateRange)}
        toolbar={
          <ExportButton<AuditRow>
            rule={RULE}
            options={() => ({
              url: LIST,
              query: apiQuery,
              fileName: t('audit.exportName'),
              columns: [
                { title: t('audit.col.at'), value: (r) => formatDateTime(r.at) },
                { title: t('audit.col.entity'), value: (r) => record(r) },
                { title: t('audit.col.action'), value: (r) => labels.actionTitle(r.action) },
                {
                  title: t('audit.col.change'),
                  value: (r) =>
                    [r.fromState, r.toState]
                      .filter(Boolean)
                      .map((s) => labels.stateTitle(s as string))
                      .join(' → '),
                },
                { title: t('audit.col.actor'), value: (r) => actorName(r) },
                { title: t('audit.col.reason'), value: (r) => r.reason },
              ],
            })}
          />
        }
        tableProps={{
          onChange: (_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setQuery({ orderDir: s?.order === 'ascend' ? 'asc' : undefined, pageNum: 1 });
          },
        }}
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
      />
      {open && (
        <Drawer
          open
          size={520}
          title={t('audit.historyTitle', { entity: labels.entityTitle(open.entity), id: open.id })}
          onClose={() => setOpen(null)}
        >
          <History entity={open.entity} entityId={open.id} />
        </Drawer>
      )}
    </Card>
  );
}
