/**
 * What a timesheet's client and staff read about its corrections, on the client's sign-off page
 * and on the staff detail page alike: what the last re-send changed (rows added, removed, changed,
 * with the hours before → after) and the dispute comments so far. Texts come from the page's
 * namespace under `texts`: `changes.<title|added|removed|changed>`, `comments`, `fromClient`.
 */
import { Alert, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimesheetChanges, TimesheetComment, TimesheetRowChange } from '../api/workforce/timesheetSignoff';
import { formatDateTime } from '../format';
import { formatMinutes } from '../format/numbers';

const time = (iso: string | null) => (iso ? formatDateTime(iso, 'HH:mm') : '—');

/** "09:00–18:00 8:00 → 09:00–19:00 9:00" for a changed row; one side for an added or removed one. */
export function timesheetChangeText(ch: TimesheetRowChange): string {
  const hours = (x: TimesheetRowChange['before']) =>
    x ? `${time(x.clockInAt)}–${time(x.clockOutAt)} ${formatMinutes(x.billMinutes)}` : '';
  if (ch.before && ch.after) return `${hours(ch.before)} → ${hours(ch.after)}`;
  return hours(ch.after ?? ch.before);
}

const KINDS = [
  ['changed', 'orange'],
  ['added', 'green'],
  ['removed', 'red'],
] as const;

export function TimesheetChangesNote({
  changes,
  ns,
  texts,
}: {
  changes: TimesheetChanges | null | undefined;
  ns: string;
  texts: string;
}) {
  const { t } = useTranslation(ns);
  if (!changes) return null;
  const items = KINDS.flatMap(([kind, color]) => changes[kind].map((c) => ({ kind, color, c })));
  if (!items.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t(`${texts}.changes.title`)}
      description={
        <List
          size="small"
          dataSource={items}
          renderItem={({ kind, color, c }) => (
            <List.Item>
              <Tag color={color}>{t(`${texts}.changes.${kind}`)}</Tag>
              {c.workerName} · {c.shiftDate} · {timesheetChangeText(c)}
            </List.Item>
          )}
        />
      }
    />
  );
}

/** The comments, oldest first; a row's comment starts with the row's name ("Tan · 2026-11-02: "). */
export function TimesheetComments({
  comments,
  rowName,
  ns,
  texts,
  heading = true,
}: {
  comments: readonly TimesheetComment[] | undefined;
  rowName: (workRecordId: number) => string | null;
  ns: string;
  texts: string;
  heading?: boolean;
}) {
  const { t } = useTranslation(ns);
  if (!comments?.length) return null;
  const prefix = (id: number | null) => {
    const name = id === null ? null : rowName(id);
    return name ? `${name}: ` : '';
  };
  return (
    <>
      {heading ? <Typography.Title level={3}>{t(`${texts}.comments`)}</Typography.Title> : null}
      <List
        size="small"
        dataSource={[...comments]}
        renderItem={(c) => (
          <List.Item>
            <Typography.Text>
              {prefix(c.workRecordId)}
              {c.comment}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              — {c.author}
              {c.fromClient ? ` (${t(`${texts}.fromClient`)})` : ''}, {formatDateTime(c.createdAt, 'YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </>
  );
}
