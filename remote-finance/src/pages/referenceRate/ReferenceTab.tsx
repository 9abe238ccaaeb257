/**
 * One reference table as a list page, configured by its descriptor: filters and sort in the URL,
 * server-side paging, add/edit/delete through the CRUD kit, XLSX export. Locked rows (used by a
 * locked document) show a lock and offer no edit or delete.
 */
import '../../i18n';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  ExportButton,
  type ExportColumn,
  FormModal,
  formatDateTime,
  formatMoney,
  PermissionButton,
  type SearchField,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import { CPF_RATE_CLASSES, type PageResultOf } from '@shiftdesk/shared/api';
import { Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { formFields, formSchema, formToBody, recordToForm } from './form';
import type { KindDescriptor, RefField } from './kinds';
import { factorText, holds, percentText, splitLinks } from './units';

type Row = Record<string, unknown> & { id: number; source: string; lockedAt: string | null };
type Filters = Record<string, unknown>;

const FIRST_YEAR = 2007;

/** A field's value as text (table cells without markup, and the export). */
function text(f: RefField, v: unknown, t: TFunction): string {
  if (v === null || v === undefined) {
    if (f.unit === 'ageMax') return t('referenceRate.age.last');
    if (f.key === 'effectiveTo') return t('referenceRate.openEnded');
    return t('referenceRate.none');
  }
  switch (f.unit) {
    case 'percent':
      return percentText(v as number);
    case 'factor':
      return factorText(v as number);
    case 'money':
      return formatMoney(v as number);
    case 'rateClass':
      return t(`referenceRate.rateClass.${v as string}`);
    case 'ageMax':
      return t('referenceRate.age.upTo', { age: v });
    default:
      return String(v);
  }
}

function SourceCell({ source }: { source: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: source }} style={{ maxWidth: 280 }}>
      {splitLinks(source).map((p, i) =>
        p.href ? (
          // Underlined: inside running text a link must not be told apart by its colour alone.
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Typography.Link key={i} href={p.href} target="_blank" rel="noopener noreferrer" underline>
            {p.text}
          </Typography.Link>
        ) : (
          p.text
        ),
      )}
    </Typography.Text>
  );
}

export function ReferenceTab({ d }: { d: KindDescriptor }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { has } = useAuth();
  const del = useDelete();
  const base = `/api/v1/finance/${d.kind}`;
  const rule = (a: 'list' | 'get' | 'add' | 'edit' | 'delete') => `api/v1/finance/${d.kind}/${a}`;
  const { query, apiQuery, search, reset, setPage, setQuery } = useUrlQuery(d.query);
  // The tab lives in the URL too, but is not a filter of the list.
  const listQuery = useMemo(() => {
    const { tab: _tab, ...rest } = apiQuery;
    return rest;
  }, [apiQuery]);
  const list = useCrudList<PageResultOf<Row>>(`${base}/list`, listQuery);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const today = formatDateTime(new Date().toISOString(), 'YYYY-MM-DD');
  const what = t(`referenceRate.one.${d.kind}`);
  const values = query as Filters;

  const lockedTip = (r: Row) => t('referenceRate.locked', { date: formatDateTime(r.lockedAt as string, 'YYYY-MM-DD') });
  const sortOrder = (key: string) =>
    values.orderBy === key ? (values.orderDir === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const columns: CrudColumn<Row>[] = d.fields.map((f, i) => ({
    key: f.key,
    dataIndex: f.key,
    title: t(`referenceRate.fields.${f.key}`),
    alwaysShow: i === 0,
    sorter: f.sortable,
    sortOrder: f.sortable ? sortOrder(f.key) : undefined,
    render: (v: unknown, r: Row): ReactNode => {
      if (f.key === 'name' && r.substituteFor) {
        return (
          <Space size={4} wrap>
            {String(v)}
            <Tag>{t('referenceRate.substitute', { date: r.substituteFor })}</Tag>
          </Space>
        );
      }
      return text(f, v, t);
    },
  }));
  if (d.period) {
    columns.push({
      key: 'status',
      title: t('referenceRate.fields.status'),
      render: (_: unknown, r: Row) =>
        holds(r as unknown as { effectiveFrom: string; effectiveTo: string | null }, today) ? (
          <Tag color="success">{t('referenceRate.inForceToday')}</Tag>
        ) : null,
    });
  }
  columns.push(
    {
      key: 'source',
      dataIndex: 'source',
      title: t('referenceRate.fields.source'),
      width: 300,
      render: (s: string) => <SourceCell source={s} />,
    },
    {
      key: 'lock',
      dataIndex: 'lockedAt',
      title: t('referenceRate.fields.lock'),
      width: 72,
      align: 'center',
      render: (at: string | null, r: Row) =>
        at ? (
          <Tooltip title={lockedTip(r)}>
            <LockOutlined aria-label={lockedTip(r)} data-testid="row-locked" style={{ color: token.colorWarning }} />
          </Tooltip>
        ) : null,
    },
  );
  if (has(rule('edit')) || has(rule('delete'))) {
    columns.push(
      actionsColumn(t('referenceRate.actions'), (r) => [
        {
          key: 'edit',
          kind: 'edit',
          rule: rule('edit'),
          disabled: !!r.lockedAt,
          tooltip: r.lockedAt ? lockedTip(r) : undefined,
          onClick: () => setEditing(r),
        },
        {
          key: 'delete',
          kind: 'delete',
          rule: rule('delete'),
          disabled: !!r.lockedAt,
          tooltip: r.lockedAt ? lockedTip(r) : undefined,
          onClick: () =>
            del({
              url: `${base}/delete`,
              ids: [r.id],
              name: `${what} ${d.fields
                .slice(0, 2)
                .map((f) => text(f, r[f.key], t))
                .join(' ')}`,
              onDone: list.reload,
            }),
        },
      ]),
    );
  }

  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: thisYear + 3 - FIRST_YEAR }, (_, i) => thisYear + 2 - i).map((y) => ({
    value: y,
    label: String(y),
  }));
  const searchFields: SearchField<Filters>[] = d.filters.map((f) => {
    switch (f) {
      case 'year':
        return { name: 'year', label: t('referenceRate.search.year'), type: 'select', options: years, width: 120 };
      case 'inForceOn':
        return {
          name: 'inForceOn',
          label: t('referenceRate.search.inForceOn'),
          placeholder: t('referenceRate.search.inForceOnPlaceholder'),
          maxLength: 10,
        };
      case 'rateClass':
        return {
          name: 'rateClass',
          label: t('referenceRate.search.rateClass'),
          type: 'select',
          options: CPF_RATE_CLASSES.map((c) => ({ value: c, label: t(`referenceRate.rateClass.${c}`) })),
        };
      default:
        return { name: 'name', label: t('referenceRate.search.name') };
    }
  });

  const exportColumns: ExportColumn<Row>[] = [
    ...d.fields.map((f) => ({ title: t(`referenceRate.fields.${f.key}`), value: (r: Row) => text(f, r[f.key], t) })),
    { title: t('referenceRate.fields.source'), value: (r: Row) => r.source },
    {
      title: t('referenceRate.fields.lock'),
      value: (r: Row) => (r.lockedAt ? formatDateTime(r.lockedAt, 'YYYY-MM-DD') : ''),
    },
  ];
  const fields = useMemo(() => formFields(d, t), [d, t]);
  const addSchema = useMemo(() => formSchema(d, d.addBody), [d]);
  const editSchema = useMemo(() => formSchema(d, d.editBody), [d]);

  return (
    <>
      <SearchForm<Filters>
        fields={searchFields}
        value={values}
        onSearch={search}
        onReset={() => reset(['tab', 'orderBy', 'orderDir'])}
      />
      <CrudTable<Row>
        tableKey={`finance.referenceRate.${d.kind}`}
        title={t(`referenceRate.tabs.${d.kind}`)}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={d.filters.some((f) => values[f] !== undefined)}
        toolbar={
          <>
            <PermissionButton
              rule={rule('add')}
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
            >
              {t('referenceRate.add')}
            </PermissionButton>
            <ExportButton<Row>
              rule={rule('list')}
              options={() => ({
                url: `${base}/list`,
                query: listQuery,
                fileName: t('referenceRate.exportName', { tab: t(`referenceRate.tabs.${d.kind}`) }),
                columns: exportColumns,
              })}
            />
          </>
        }
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
        tableProps={{
          // Sorting is the server's (whitelisted columns); the kit's Pagination does the paging.
          onChange: (_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const order = s?.order;
            setQuery({
              orderBy: order ? String(s.columnKey) : undefined,
              orderDir: order === 'descend' ? 'desc' : order ? 'asc' : undefined,
              pageNum: 1,
            } as never);
          },
          scroll: { x: 'max-content' },
        }}
      />
      <FormModal<Record<string, unknown>>
        open={!!editing}
        id={row?.id}
        title={t(row ? 'referenceRate.editTitle' : 'referenceRate.addTitle', { what })}
        schema={row ? editSchema : addSchema}
        initialValues={recordToForm(d, row ?? d.defaults)}
        fields={fields}
        transform={(v) => formToBody(d, v)}
        submit={{ add: `${base}/add`, edit: `${base}/edit` }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
