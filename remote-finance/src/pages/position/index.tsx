/**
 * Finance → Positions (route /finance/position, expose `finance/position/index`): the roles a
 * contract order rates, with the certificate types a worker must hold for them (picked from the
 * workforce's active types; the field explains itself when there are none or the user may not
 * list them, rather than offering a free list of ids).
 */
import '../../i18n';
import { CrudListPage, defineFields } from '@shiftdesk/shared';
import {
  CertificateTypeRef,
  POSITION_STATUSES,
  PositionAddBody,
  PositionApi,
  PositionEditBody,
  type PositionRow,
} from '@shiftdesk/shared/api';
import { NS } from '../../i18n';

export const positionFields = defineFields<PositionRow, PositionAddBody>([
  { key: 'name', label: 'position.fields.name', table: { sortable: true, alwaysShow: true }, search: true, form: true },
  { key: 'description', label: 'position.fields.description', table: { ellipsis: true }, form: { type: 'textarea' } },
  {
    key: 'certificateTypeIds',
    label: 'position.fields.certificateTypes',
    ref: {
      to: CertificateTypeRef,
      many: true,
      denied: 'position.form.cannotListCertificateTypes',
      none: 'position.form.noCertificateTypes',
    },
    table: { width: 220 },
    form: { required: false },
  },
  {
    key: 'status',
    label: 'position.fields.status',
    state: POSITION_STATUSES,
    table: { sortable: true, width: 110 },
    search: true,
    form: true,
  },
  { key: 'createdAt', label: 'position.fields.createdAt', datetime: true, table: { sortable: true } },
]);

const defaults = { description: '', status: 'active', certificateTypeIds: [] } satisfies Partial<PositionAddBody>;
const form = { add: PositionAddBody, edit: PositionEditBody, defaults };

export default function PositionPage() {
  return (
    <CrudListPage<PositionRow, PositionAddBody>
      entity={PositionApi}
      fields={positionFields}
      ns={NS}
      texts="position"
      form={form}
    />
  );
}
