/**
 * Jobs → Job bookings (route /jobs/booking, expose `workforce/booking/index`; DOMAIN.md "Job
 * booking"): a CrudListPage over `bookingFields`. Filters on the server (worker keyword, client,
 * shift days, status, source, a job or worker from a link, "awaiting re-confirmation"), sort,
 * paging and XLSX export from the URL. Per row, by state and rule: Confirm (a refusal names the
 * failed eligibility rules), Waitlist, Reject, Re-confirm, Cancel (who cancelled; a worker's late
 * cancel said before it is sent), and Details (facts and History). The toolbar records a worker's
 * phoned-in application and leads to pre-booking a draft job.
 */
import '../../i18n';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import { CrudListPage, LinkFilters, PermissionButton } from '@shiftdesk/shared';
import { BookingApi, type BookingRow, JobApi } from '@shiftdesk/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { ApplyButton } from './ApplyDialog';
import { AwaitingSwitch } from './AwaitingSwitch';
import { BookingActions } from './actions';
import { BookingDrawer } from './BookingDrawer';
import {
  BOOKING_LINK_FILTERS,
  bookingFields,
  bookingListEntity,
  bookingQuery,
  bookingToApi,
  PRE_BOOKING_PATH,
} from './fields';

export default function BookingPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [open, setOpen] = useState<BookingRow | null>(null);
  // A move made in the list reloads it; the open drawer's History follows.
  const [moves, setMoves] = useState(0);

  return (
    <CrudListPage<BookingRow, Record<string, never>>
      entity={bookingListEntity}
      fields={bookingFields}
      ns={NS}
      texts="booking"
      schema={bookingQuery}
      toApi={bookingToApi}
      tableKey="workforce.booking"
      rowName={(r) => r.workerName}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('booking.actions.detail'),
          ariaLabel: `${t('booking.actions.detail')} ${r.workerName}`,
          rule: BookingApi.rule.get,
          onClick: () => setOpen(r),
        },
      ]}
      rowExtra={(r, page) => (
        <BookingActions
          row={r}
          onDone={() => {
            setMoves((n) => n + 1);
            page.list.reload();
          }}
        />
      )}
      toolbarStart={(page) => (
        <>
          <LinkFilters ns={NS} page={page} keys={BOOKING_LINK_FILTERS} texts="booking" />
          <AwaitingSwitch page={page} />
          <ApplyButton onApplied={page.list.reload} />
          <PermissionButton
            rule={JobApi.rule.assign}
            icon={<CalendarOutlined />}
            onClick={() => navigate(PRE_BOOKING_PATH)}
          >
            {t('booking.actions.preBook')}
          </PermissionButton>
        </>
      )}
    >
      {open ? <BookingDrawer row={open} reloadKey={moves} onClose={() => setOpen(null)} /> : null}
    </CrudListPage>
  );
}
