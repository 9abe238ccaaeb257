/**
 * The working-hours cells that need the page's language: a day's work records, each a link to its
 * page (the work-record list takes no list of ids, so each id opens its record), and the caps it
 * passes as red tags: over 12 hours in the day, over 72 OT hours in the worker's month.
 */
import type { WorkingHoursRow } from '@shiftdesk/shared/api';
import { Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../i18n';
import { workRecordPath } from '../paths';

type Caps = Pick<WorkingHoursRow, 'dayCapExceeded' | 'monthOtCapExceeded'>;

/** The keys of the caps a row passes (for the tags and the export). */
export const capsOf = (r: Caps) => [
  ...(r.dayCapExceeded ? ['payroll.hours.dayCap'] : []),
  ...(r.monthOtCapExceeded ? ['payroll.hours.monthCap'] : []),
];

export function RecordLinks({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation(NS);
  if (!ids.length) return <>—</>;
  return (
    <Space size={[6, 0]} wrap>
      {ids.map((id) => (
        <Link key={id} to={workRecordPath(id)} aria-label={t('payroll.hours.record', { id })}>
          #{id}
        </Link>
      ))}
    </Space>
  );
}

export function CapTags({ row }: { row: Caps }) {
  const { t } = useTranslation(NS);
  const caps = capsOf(row);
  if (!caps.length) return null;
  return (
    <Flex wrap gap={4}>
      {caps.map((k) => (
        <Tag key={k} color="error">
          {t(k)}
        </Tag>
      ))}
    </Flex>
  );
}
