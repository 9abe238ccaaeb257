/**
 * Jobs → Copy job (route /jobs/job/copy?id=, expose `workforce/job/copy/index`): the job again on
 * a series of dates, same times of day, as drafts. Dates are a range on ticked weekdays or picked
 * one by one; Preview asks the server what it would make (`preview: true`: each shift's times and
 * the rates the new job would take, written nowhere), and Create makes exactly the previewed
 * dates, then goes back to the list.
 */
import '../../../i18n';
import { api, formatMoney, langHeaders, useFeedback } from '@shiftdesk/shared';
import { JobApi, type JobCopyBody, type JobCopyResult } from '@shiftdesk/shared/api';
import { Alert, Button, Card, Checkbox, DatePicker, Form, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { endsNextDay, JOBS_PATH, sgTime } from '../fields';
import { JobMissing, JobSummary, useJob } from '../JobSummary';
import { MAX_COPY_DATES, rangeDates, uniqueDates, WEEKDAYS } from './dates';

const MODES = ['range', 'dates'] as const;
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Shift = JobCopyResult['shifts'][number];

export default function JobCopyPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const ui = useFeedback();
  const [sp] = useSearchParams();
  const job = useJob(Number(sp.get('id')));
  const [mode, setMode] = useState<(typeof MODES)[number]>('range');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([...WEEKDAYS]);
  const [picked, setPicked] = useState<Dayjs[]>([]);
  const [preview, setPreview] = useState<{ key: string; shifts: Shift[] } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'create' | null>(null);

  if (!job.data) return <JobMissing job={job} />;
  const source = job.data;

  const [from, to] = range ?? [];
  const dates = uniqueDates(
    mode === 'range'
      ? from && to
        ? rangeDates(from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'), weekdays)
        : []
      : picked.map((d) => d.format('YYYY-MM-DD')),
  );
  const key = dates.join(',');
  const tooMany = dates.length > MAX_COPY_DATES;
  const previewed = preview && preview.key === key ? preview : null;
  const send = (previewOnly: boolean) =>
    api.post<JobCopyResult>(
      JobApi.url.copy,
      { id: source.id, dates, ...(previewOnly ? { preview: true } : {}) } satisfies JobCopyBody,
      { headers: langHeaders() },
    );

  const runPreview = async () => {
    setBusy('preview');
    try {
      const r = await send(true);
      setPreview({ key, shifts: r.shifts });
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setBusy(null);
    }
  };
  const create = async () => {
    setBusy('create');
    try {
      const r = await send(false);
      ui.message.success(t('job.copy.created', { count: r.ids.length }));
      navigate(JOBS_PATH);
    } catch {
      // The client has shown the server's refusal; the preview stays for another try.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('job.copy.title')}>
      <Typography.Title level={5}>{t('job.copy.source')}</Typography.Title>
      <JobSummary job={source} />
      <Form layout="vertical" style={{ marginTop: 16 }} name="job-copy" onFinish={() => void runPreview()}>
        <Form.Item label={t('job.copy.mode')}>
          <Segmented
            aria-label={t('job.copy.mode')}
            value={mode}
            options={MODES.map((m) => ({ value: m, label: t(`job.copy.modes.${m}`) }))}
            onChange={(v) => setMode(v as (typeof MODES)[number])}
          />
        </Form.Item>
        {mode === 'range' ? (
          <>
            <Form.Item label={t('job.copy.range')} htmlFor="job-copy-range">
              <DatePicker.RangePicker
                id="job-copy-range"
                value={range}
                onChange={(v) => setRange(v)}
                allowEmpty={[false, false]}
              />
            </Form.Item>
            {/* The weekdays are one question: a fieldset names the group for screen readers. */}
            <Form.Item>
              <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <legend style={{ fontSize: 'inherit', border: 0, marginBottom: 8 }}>{t('job.copy.weekdays')}</legend>
                <Checkbox.Group
                  value={weekdays}
                  onChange={(v) => setWeekdays(v as number[])}
                  options={WEEKDAYS.map((d, i) => ({ value: d, label: t(`job.roster.days.${DAY_KEYS[i]}`) }))}
                />
              </fieldset>
            </Form.Item>
          </>
        ) : (
          <Form.Item label={t('job.copy.dates')} htmlFor="job-copy-dates">
            <DatePicker
              id="job-copy-dates"
              multiple
              value={picked}
              onChange={(v) => setPicked((v as Dayjs[] | null) ?? [])}
              style={{ minWidth: 280 }}
            />
          </Form.Item>
        )}
        <div aria-live="polite" style={{ marginBottom: 12 }}>
          {tooMany ? (
            <Alert type="error" showIcon title={t('job.copy.tooMany', { max: MAX_COPY_DATES })} />
          ) : (
            <Typography.Text type={dates.length ? undefined : 'secondary'}>
              {dates.length ? t('job.copy.picked', { count: dates.length }) : t('job.copy.noDates')}
            </Typography.Text>
          )}
        </div>
        <Space wrap>
          <Button htmlType="submit" disabled={!dates.length || tooMany} loading={busy === 'preview'}>
            {t('job.copy.preview')}
          </Button>
          <Button
            type="primary"
            disabled={!previewed || !dates.length || tooMany || busy === 'preview'}
            loading={busy === 'create'}
            onClick={() => void create()}
          >
            {t('job.copy.create', { count: dates.length })}
          </Button>
          <Button onClick={() => navigate(JOBS_PATH)}>{t('job.backToList')}</Button>
        </Space>
      </Form>
      {preview && !previewed ? (
        <Alert type="info" showIcon title={t('job.copy.previewStale')} style={{ marginTop: 16 }} />
      ) : null}
      {previewed ? (
        <Table<Shift>
          style={{ marginTop: 16 }}
          size="small"
          rowKey="date"
          title={() => t('job.copy.shifts')}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={previewed.shifts}
          columns={[
            { key: 'date', title: t('job.copy.date'), dataIndex: 'date' },
            { key: 'start', title: t('job.copy.start'), render: (_: unknown, s: Shift) => sgTime(s.startAt) },
            {
              key: 'end',
              title: t('job.copy.end'),
              render: (_: unknown, s: Shift) => (
                <>
                  {sgTime(s.endAt)}
                  {endsNextDay(s.startAt, s.endAt) ? (
                    <Tag style={{ marginInlineStart: 6 }}>{t('job.nextDay')}</Tag>
                  ) : null}
                </>
              ),
            },
            {
              key: 'payRate',
              title: t('job.fields.payRate'),
              align: 'right',
              render: (_: unknown, s: Shift) => t('job.perHour', { money: formatMoney(s.payRate) }),
            },
            {
              key: 'billRate',
              title: t('job.fields.billRate'),
              align: 'right',
              render: (_: unknown, s: Shift) => t('job.perHour', { money: formatMoney(s.billRate) }),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
