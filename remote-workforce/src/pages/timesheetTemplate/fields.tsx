/** The fields of timesheet templates (columns, search, form, export) and the logo's form control. */
import { defineFields } from '@shiftdesk/shared';
import {
  TIMESHEET_COLUMNS,
  TIMESHEET_GROUPINGS,
  TIMESHEET_LANGUAGES,
  TIMESHEET_TEMPLATE_STATUSES,
  type TimesheetTemplateAddBody,
  type TimesheetTemplateRow,
} from '@shiftdesk/shared/api';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The server's limit on the decoded logo. */
const LOGO_MAX_BYTES = 500 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface LogoInputProps {
  /** A data URL (new), null (remove), undefined (keep the stored one, if any) — from the Form.Item */
  value?: string | null;
  onChange?: (v: string | null | undefined) => void;
  /** The edited template has a stored logo */
  hasLogo?: boolean;
}

/** The logo as the API takes it: a PNG/JPEG data URL, checked here so a bad file fails before saving. */
export function LogoInput({ value, onChange, hasLogo }: LogoInputProps) {
  const { t } = useTranslation(NS);
  const [error, setError] = useState<string>();
  const shown = typeof value === 'string' ? value : undefined;
  const kept = value === undefined && hasLogo;
  return (
    <Space orientation="vertical" size={4}>
      <Space wrap>
        <Upload
          accept={LOGO_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (!LOGO_TYPES.includes(file.type)) setError(t('timesheetTemplate.form.logoType'));
            else if (file.size > LOGO_MAX_BYTES) setError(t('timesheetTemplate.form.logoTooBig'));
            else {
              setError(undefined);
              void readDataUrl(file).then((url) => onChange?.(url));
            }
            // Nothing is uploaded on its own: the data URL travels with the form.
            return false;
          }}
        >
          <Button>{t('timesheetTemplate.form.logoPick')}</Button>
        </Upload>
        {shown || kept ? (
          <Button danger onClick={() => onChange?.(null)}>
            {t('timesheetTemplate.form.logoRemove')}
          </Button>
        ) : null}
      </Space>
      {shown ? (
        <img src={shown} alt={t('timesheetTemplate.fields.logo')} style={{ maxHeight: 48, maxWidth: 200 }} />
      ) : kept ? (
        <Typography.Text type="secondary">{t('timesheetTemplate.form.logoKept')}</Typography.Text>
      ) : null}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

const columnLabel = (c: string | number) => `timesheetTemplate.columns.${c}`;

export const templateFields = defineFields<TimesheetTemplateRow, TimesheetTemplateAddBody>([
  {
    key: 'name',
    label: 'timesheetTemplate.fields.name',
    table: { sortable: true, alwaysShow: true },
    search: true,
    form: true,
  },
  {
    key: 'columns',
    label: 'timesheetTemplate.fields.columns',
    options: { values: TIMESHEET_COLUMNS, label: columnLabel },
    table: { ellipsis: true, render: (r) => <ColumnNames columns={r.columns} /> },
    form: { type: 'multiSelect', full: true, extra: 'timesheetTemplate.form.columnsHelp' },
    export: (r, t) => r.columns.map((c) => t(columnLabel(c))).join(', '),
  },
  {
    key: 'grouping',
    label: 'timesheetTemplate.fields.grouping',
    options: { values: TIMESHEET_GROUPINGS, label: (g) => `timesheetTemplate.groupings.${g}` },
    table: { width: 120 },
    form: { type: 'select' },
  },
  {
    key: 'lang',
    label: 'timesheetTemplate.fields.lang',
    options: { values: TIMESHEET_LANGUAGES, label: (l) => `timesheetTemplate.languages.${l}` },
    table: { width: 110 },
    form: { type: 'select', extra: 'timesheetTemplate.form.langHelp' },
  },
  {
    key: 'showTotals',
    label: 'timesheetTemplate.fields.showTotals',
    table: { width: 100, defaultHidden: true, render: (r) => <YesNo on={r.showTotals} /> },
    form: { type: 'switch', switchValues: [true, false] },
  },
  {
    key: 'signatureBlock',
    label: 'timesheetTemplate.fields.signatureBlock',
    table: { width: 110, defaultHidden: true, render: (r) => <YesNo on={r.signatureBlock} /> },
    form: { type: 'switch', switchValues: [true, false] },
  },
  {
    key: 'logo',
    label: 'timesheetTemplate.fields.logo',
    table: false,
    export: false,
    form: (row) => ({
      type: 'custom',
      required: false,
      extra: 'timesheetTemplate.form.logoHelp',
      render: () => <LogoInput hasLogo={row?.hasLogo} />,
    }),
  },
  {
    key: 'hasLogo',
    label: 'timesheetTemplate.fields.hasLogo',
    table: { width: 80, render: (r) => <YesNo on={r.hasLogo} /> },
  },
  {
    key: 'footerNote',
    label: 'timesheetTemplate.fields.footerNote',
    table: { ellipsis: true, defaultHidden: true },
    form: { type: 'textarea', full: true },
  },
  {
    key: 'status',
    label: 'timesheetTemplate.fields.status',
    state: TIMESHEET_TEMPLATE_STATUSES,
    table: { sortable: true, width: 100 },
    search: true,
    form: true,
  },
  { key: 'deptCount', label: 'timesheetTemplate.fields.deptCount', table: { width: 110 } },
  {
    key: 'createdAt',
    label: 'timesheetTemplate.fields.createdAt',
    datetime: true,
    table: { sortable: true, defaultHidden: true },
  },
]);

function ColumnNames({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation(NS);
  return <>{columns.map((c) => t(columnLabel(c))).join(', ')}</>;
}

function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation(NS);
  return <>{on ? t('timesheetTemplate.yes') : t('timesheetTemplate.no')}</>;
}
