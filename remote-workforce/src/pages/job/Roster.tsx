/**
 * The jobs list's roster view: one week (Monday to Sunday, Singapore) from `job/roster`, a row per
 * department or per worker, each day's jobs in its cell with assigned of headcount; a job still
 * short of workers says "unfilled" in words. A job opens its manage page (a real link: new tab,
 * keyboard). The week, the rows and the client filter live in the URL like the list's filters.
 */
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { CRUD_NS, dayjs, ReferenceSelect, StateTag, toSg, useCrudList } from '@shiftdesk/shared';
import { ClientRef, JobApi, type JobRoster, type JobRosterQuery } from '@shiftdesk/shared/api';
import { Alert, Button, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n';
import { endsNextDay, isUnfilled, jobManagePath, sgTime } from './fields';

type Cell = JobRoster['rows'][number]['days'][number][number];
type RosterRow = JobRoster['rows'][number];
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const BY = ['department', 'worker'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday (Singapore) of the week holding `day` (default: today). */
export function mondayOf(day?: string): string {
  const d = (day && ISO_DAY.test(day) ? toSg(day) : null) ?? toSg(Date.now());
  return (d ?? dayjs()).subtract((d?.isoWeekday() ?? 1) - 1, 'day').format('YYYY-MM-DD');
}
const shiftWeek = (monday: string, weeks: number) =>
  toSg(monday)
    ?.add(weeks * 7, 'day')
    .format('YYYY-MM-DD') ?? monday;

function RosterJob({ cell }: { cell: Cell }) {
  const { t } = useTranslation(NS);
  const unfilled = isUnfilled(cell);
  const next = endsNextDay(cell.startAt, cell.endAt);
  const time = `${sgTime(cell.startAt)}–${sgTime(cell.endAt)}${next ? ` ${t('job.nextDay')}` : ''}`;
  return (
    <li
      style={{
        listStyle: 'none',
        padding: '4px 6px',
        marginBottom: 4,
        borderRadius: 4,
        borderInlineStart: `3px solid ${unfilled ? 'var(--ant-color-warning, #faad14)' : 'var(--ant-color-success, #52c41a)'}`,
        background: 'var(--ant-color-fill-quaternary, rgba(0,0,0,0.02))',
      }}
    >
      <Link
        to={jobManagePath(cell.jobId)}
        aria-label={`${t('job.roster.job', { time, title: cell.title, assigned: cell.assigned, headcount: cell.headcount })}${unfilled ? `, ${t('job.unfilledMark')}` : ''}`}
      >
        <div style={{ fontVariantNumeric: 'tabular-nums' }}>{time}</div>
        <div style={{ fontWeight: 500 }}>{cell.title}</div>
      </Link>
      <Space size={4} wrap style={{ marginTop: 2 }}>
        <span>
          {cell.assigned}/{cell.headcount}
        </span>
        {unfilled ? <Tag color="warning">{t('job.fill.unfilled')}</Tag> : null}
        <StateTag state={cell.status} />
      </Space>
    </li>
  );
}

export function JobRosterView() {
  const { t } = useTranslation(NS);
  const kit = useTranslation(CRUD_NS).t;
  const [sp, setSp] = useSearchParams();
  const weekOf = mondayOf(sp.get('week') ?? undefined);
  const by = (BY as readonly string[]).includes(sp.get('by') ?? '')
    ? (sp.get('by') as (typeof BY)[number])
    : 'department';
  const clientParam = Number(sp.get('clientId'));
  const clientId = Number.isInteger(clientParam) && clientParam > 0 ? clientParam : undefined;
  const query = useMemo<JobRosterQuery>(
    () => ({ weekOf, by, ...(clientId ? { clientId } : {}) }),
    [weekOf, by, clientId],
  );
  const roster = useCrudList<JobRoster>(JobApi.url.roster, query);
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
    setSp(next, { replace: true });
  };
  const days =
    roster.data?.days ?? Array.from({ length: 7 }, (_, i) => toSg(weekOf)?.add(i, 'day').format('YYYY-MM-DD') ?? '');
  const sunday = days[6] ?? weekOf;

  const columns = [
    {
      key: 'label',
      title: t(`job.roster.row.${by}`),
      dataIndex: 'label',
      fixed: 'left' as const,
      width: 160,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    ...days.map((day, i) => ({
      key: day,
      title: (
        <span>
          {t(`job.roster.days.${DAY_KEYS[i]}`)} <span style={{ fontWeight: 400 }}>{toSg(day)?.format('DD/MM')}</span>
        </span>
      ),
      width: 170,
      render: (_: unknown, row: RosterRow) => {
        const cells = row.days[i] ?? [];
        return cells.length ? (
          <ul style={{ margin: 0, padding: 0 }}>
            {cells.map((c) => (
              <RosterJob key={c.jobId} cell={c} />
            ))}
          </ul>
        ) : null;
      },
    })),
  ];

  return (
    <section aria-label={t('job.roster.title')}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          marginBottom: 12,
        }}
      >
        <Space wrap>
          <Button icon={<LeftOutlined />} onClick={() => set({ week: shiftWeek(weekOf, -1) })}>
            {t('job.roster.prev')}
          </Button>
          <Button onClick={() => set({ week: undefined })}>{t('job.roster.thisWeek')}</Button>
          <Button icon={<RightOutlined />} iconPlacement="end" onClick={() => set({ week: shiftWeek(weekOf, 1) })}>
            {t('job.roster.next')}
          </Button>
          <Typography.Title level={5} style={{ margin: 0 }} aria-live="polite">
            {t('job.roster.week', { from: weekOf, to: sunday })}
          </Typography.Title>
        </Space>
        <Space wrap>
          <Segmented
            aria-label={t('job.roster.byLabel')}
            value={by}
            options={BY.map((b) => ({ value: b, label: t(`job.roster.by.${b}`) }))}
            onChange={(v) => set({ by: v === 'department' ? undefined : String(v) })}
          />
          <ReferenceSelect
            to={ClientRef}
            all
            allowClear
            aria-label={t('job.roster.client')}
            placeholder={t('job.roster.client')}
            style={{ minWidth: 220 }}
            value={clientId}
            onChange={(v) => set({ clientId: v ? String(v) : undefined })}
          />
        </Space>
      </div>
      {roster.error ? (
        <Alert
          type="error"
          showIcon
          title={kit('list.loadFailed')}
          action={<Button onClick={roster.reload}>{kit('list.retry')}</Button>}
        />
      ) : (
        <Table<RosterRow>
          rowKey="key"
          size="small"
          bordered
          loading={roster.loading}
          columns={columns}
          dataSource={roster.data?.rows ?? []}
          pagination={false}
          scroll={{ x: 160 + 7 * 170 }}
          locale={{ emptyText: <Empty description={t('job.roster.empty')} /> }}
        />
      )}
    </section>
  );
}
