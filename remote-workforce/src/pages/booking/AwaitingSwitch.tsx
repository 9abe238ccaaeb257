/**
 * The toolbar's "awaiting re-confirmation only" switch, apart from the page: it writes its own URL
 * filter (`awaitingReconfirm`, back to page 1), which `bookingToApi` turns into the API's boolean.
 */
import type { CrudPage, QuerySchema } from '@shiftdesk/shared';
import type { BookingRow } from '@shiftdesk/shared/api';
import { Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** "Awaiting re-confirmation only": confirmed bookings the worker has not re-confirmed yet. */
export function AwaitingSwitch({ page }: { page: CrudPage<BookingRow, QuerySchema> }) {
  const { t } = useTranslation(NS);
  const on = (page.query as Record<string, unknown>).awaitingReconfirm === 'true';
  return (
    <Space size={6} style={{ whiteSpace: 'nowrap' }}>
      <Switch
        size="small"
        checked={on}
        aria-label={t('booking.awaiting')}
        onChange={(v) => page.setQuery({ awaitingReconfirm: v ? 'true' : undefined, pageNum: 1 } as never)}
      />
      <Typography.Text>{t('booking.awaiting')}</Typography.Text>
    </Space>
  );
}
