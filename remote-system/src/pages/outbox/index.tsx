/**
 * System → Outbox (route /system/outbox, expose `system/outbox/index`): the mail the product
 * sent — timesheets to clients, reminders — newest first, filtered by outcome, kind and
 * recipient; a drawer shows one message, with its text when it was kept as a file.
 */
import '../../i18n';
import './i18n';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { CrudListPage } from '@shiftdesk/shared';
import { OutboxApi, type OutboxRow } from '@shiftdesk/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { outboxFields } from './fields';
import { OutboxMessage } from './OutboxMessage';

export default function OutboxPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<OutboxRow | null>(null);
  const details = t('outbox.detail');
  return (
    <CrudListPage
      entity={OutboxApi}
      fields={outboxFields}
      ns={NS}
      texts="outbox"
      export={false}
      rowActions={(r) => [
        {
          key: 'detail',
          label: details,
          icon: <EyeOutlined />,
          rule: OutboxApi.rule.get,
          ariaLabel: `${details} ${r.id}`,
          onClick: () => setOpen(r),
        },
      ]}
    >
      {open && <OutboxMessage row={open} onClose={() => setOpen(null)} />}
    </CrudListPage>
  );
}
