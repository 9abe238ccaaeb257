/**
 * Verify work records (route /jobs/workRecord/verify, expose `workforce/workRecord/verify/index`):
 * the records named by `?ids=1,2,3` (the list's selection), or else those pending verification.
 * Their numbers come first, with the totals of the selected ones; "Verify N records" confirms
 * with those totals and PUTs the ids. The server verifies all or none: a record it refuses (not
 * pending, a punch missing) fails the whole call with a 409, whose message is shown here. Rows the
 * server would refuse are marked before anything is sent and cannot be selected.
 */
import '../../../i18n';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import {
  ApiError,
  api,
  formatMoney,
  langHeaders,
  PermissionButton,
  StateTag,
  useFeedback,
  useMachineLabels,
} from '@shiftdesk/shared';
import { type PageResultOf, WorkRecordApi, type WorkRecordRow, type WorkRecordVerified } from '@shiftdesk/shared/api';
import { Alert, Button, Card, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { hm, verifiable, WORK_RECORD_PATH, workRecordFields } from '../fields';

const { url, rule } = WorkRecordApi;
/** The verify body's limit (WorkRecordVerifyBody.ids maxItems). */
export const MAX_VERIFY = 500;
/** Records read at once when the page is opened on ids. */
const GET_BATCH = 10;
const COLUMNS = [
  'workerName',
  'job',
  'client',
  'shift',
  'clockInAt',
  'clockOutAt',
  'payMinutes',
  'otMinutes',
  'payAmount',
  'billAmount',
];

/** `?ids=1,2,3` (or repeated `ids`): distinct positive ids, at most one verify call's worth. */
export function idsOf(sp: URLSearchParams): number[] {
  const all = sp
    .getAll('ids')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
    .filter((n) => n > 0 && n <= 2147483647);
  return [...new Set(all)].slice(0, MAX_VERIFY);
}

type Loaded = { rows: WorkRecordRow[]; missing: number[] };

/** The named records one by one (the list has no id filter), or the pending ones in one page. */
async function load(ids: number[]): Promise<Loaded> {
  if (!ids.length) {
    const page = await api.get<PageResultOf<WorkRecordRow>>(url.list, {
      status: 'pending_verification',
      pageNum: 1,
      pageSize: MAX_VERIFY,
      orderBy: 'scheduledStartAt',
      orderDir: 'asc',
    });
    return { rows: page.list, missing: [] };
  }
  const rows: WorkRecordRow[] = [];
  const missing: number[] = [];
  for (let i = 0; i < ids.length; i += GET_BATCH) {
    const part = ids.slice(i, i + GET_BATCH);
    const got = await Promise.all(
      part.map((id) =>
        api.get<WorkRecordRow>(url.get, { id }, { silent: true, headers: langHeaders() }).catch((e) => {
          if (e instanceof ApiError && e.code === 404) return null;
          throw e;
        }),
      ),
    );
    for (const [j, r] of got.entries()) {
      if (r) rows.push(r);
      else missing.push(part[j]);
    }
  }
  return { rows, missing };
}

const sum = (rows: readonly WorkRecordRow[], k: 'payMinutes' | 'otMinutes' | 'payAmount' | 'billAmount') =>
  rows.reduce((n, r) => n + r[k], 0);

/** The ids a 409 names, when its data carries them (`id` or `ids`). */
function refusedIds(data: unknown): number[] {
  const d = (data ?? {}) as { id?: unknown; ids?: unknown };
  const list = Array.isArray(d.ids) ? d.ids : d.id !== undefined ? [d.id] : [];
  return list.filter((x): x is number => typeof x === 'number');
}

export default function WorkRecordVerifyPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const ui = useFeedback();
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const idsKey = idsOf(sp).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const [data, setData] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{
    done?: WorkRecordVerified['list'];
    refused?: string;
    refusedIds?: number[];
  } | null>(null);

  // Reading again (after a verify or a refusal) selects what can be verified now, less what the
  // server just refused.
  // Only the latest read lands (ids changed, or Retry pressed while one was under way).
  const seq = useRef(0);
  const read = useCallback(
    (refused: readonly number[] = []) => {
      const mine = ++seq.current;
      setLoading(true);
      setFailed(false);
      load(ids)
        .then((d) => {
          if (mine !== seq.current) return;
          setData(d);
          setSelected(d.rows.filter((r) => verifiable(r) && !refused.includes(r.id)).map((r) => r.id));
        })
        .catch(() => mine === seq.current && setFailed(true))
        .finally(() => mine === seq.current && setLoading(false));
    },
    [ids],
  );
  // Read once per set of ids: a kept-alive tab shown again keeps its selection and outcome.
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (readFor.current === idsKey) return;
    readFor.current = idsKey;
    setOutcome(null);
    read();
  }, [read, idsKey]);
  const retry = () => void read();

  const rows = data?.rows ?? [];
  const chosen = rows.filter((r) => selected.includes(r.id));
  const totals = {
    pay: formatMoney(sum(chosen, 'payAmount')),
    bill: formatMoney(sum(chosen, 'billAmount')),
    hours: hm(sum(chosen, 'payMinutes')),
    ot: hm(sum(chosen, 'otMinutes')),
  };

  const why = (r: WorkRecordRow) =>
    r.status !== 'pending_verification'
      ? t('workRecord.verify.notPending', { state: labels.stateTitle(r.status) })
      : t('workRecord.verify.missingPunches');
  const columns: TableColumnsType<WorkRecordRow> = [
    // The list's own cells; the kit's table options (sort, settings) mean nothing on this one page.
    ...workRecordFields
      .columns(t)
      .filter((c) => COLUMNS.includes(c.key))
      .map(({ sortable: _s, alwaysShow: _a, defaultHidden: _d, ...c }) => c),
    {
      key: 'status',
      title: t('workRecord.fields.status'),
      width: 220,
      render: (_, r) => (
        <Space size={4} wrap>
          <StateTag state={r.status} />
          {outcome?.refusedIds?.includes(r.id) || !verifiable(r) ? (
            <Tag color="error">
              {verifiable(r) ? t('workRecord.verify.refusedTag') : `${t('workRecord.verify.refusedTag')}: ${why(r)}`}
            </Tag>
          ) : null}
        </Space>
      ),
    },
  ];

  const verify = () => {
    const count = chosen.length;
    ui.modal.confirm({
      title: t('workRecord.verify.confirmTitle', { count }),
      content: t('workRecord.verify.confirmBody', totals),
      okText: t('workRecord.verify.submit', { count }),
      cancelText: t('form.cancel', { ns: 'crud' }),
      onOk: async () => {
        setBusy(true);
        setOutcome(null);
        try {
          const res = await api.put<WorkRecordVerified>(
            url.verify,
            { ids: chosen.map((r) => r.id) },
            { silent: true, headers: langHeaders() },
          );
          ui.message.success(t('workRecord.verify.done', { count: res.list.length }));
          setOutcome({ done: res.list });
          read();
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          const named = e.code === 409 ? refusedIds(e.data) : [];
          setOutcome({ refused: e.message, refusedIds: named });
          // The states the server saw may differ from those shown: read them again.
          if (e.code === 409) read(named);
        } finally {
          setBusy(false);
        }
      },
    });
  };

  const done = outcome?.done;
  return (
    <Card
      title={t('workRecord.verify.title')}
      extra={
        <Button type="link" onClick={() => navigate(WORK_RECORD_PATH)}>
          {t('workRecord.verify.back')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(ids.length ? 'workRecord.verify.hintIds' : 'workRecord.verify.hintPending')}
      </Typography.Paragraph>
      <div aria-live="polite">
        {done ? (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('workRecord.verify.done', { count: done.length })}
            description={t('workRecord.verify.confirmBody', {
              pay: formatMoney(done.reduce((n, r) => n + r.payAmount, 0)),
              bill: formatMoney(done.reduce((n, r) => n + r.billAmount, 0)),
              hours: hm(done.reduce((n, r) => n + r.payMinutes, 0)),
              ot: hm(done.reduce((n, r) => n + r.otMinutes, 0)),
            })}
          />
        ) : null}
        {outcome?.refused ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            title={t('workRecord.verify.refused', { message: outcome.refused })}
            description={
              outcome.refusedIds?.length
                ? t('workRecord.verify.refusedIds', { ids: outcome.refusedIds.map((id) => `#${id}`).join(', ') })
                : undefined
            }
          />
        ) : null}
      </div>
      {data?.missing.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={data.missing.map((id) => t('workRecord.verify.missing', { id })).join(' · ')}
        />
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed', { ns: 'crud' })}
          action={
            <Button size="small" onClick={retry}>
              {t('list.retry', { ns: 'crud' })}
            </Button>
          }
        />
      ) : (
        <Table<WorkRecordRow>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            // A plain-text placeholder is drawn in the disabled text colour, under 4.5:1 (axe).
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workRecord.verify.none')} />,
          }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (r) => ({
              disabled: !verifiable(r),
              'aria-label': t('workRecord.verify.selectRow', { id: r.id }),
            }),
          }}
          summary={() =>
            rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={7}>
                  <strong>{t('workRecord.verify.total', { count: chosen.length })}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <strong data-testid="total-pay-minutes">{totals.hours}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} align="right">
                  <strong>{totals.ot}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={9} align="right">
                  <strong data-testid="total-pay">{totals.pay}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={10} align="right">
                  <strong data-testid="total-bill">{totals.bill}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={11} />
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <PermissionButton
          rule={rule.verify}
          type="primary"
          icon={<CheckOutlined />}
          loading={busy}
          disabled={!chosen.length || loading}
          onClick={verify}
        >
          {t('workRecord.verify.submit', { count: chosen.length })}
        </PermissionButton>
      </div>
    </Card>
  );
}
