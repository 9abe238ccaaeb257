/**
 * The template's live preview: a timesheet of fixed sample rows (three workers over two days)
 * laid out as the form now says — its columns in order, group header rows and subtotals, the
 * totals row, the logo, the footer note and the signature block. Read from the surrounding form,
 * so it follows every change before anything is saved.
 */
import type { TimesheetColumn, TimesheetGrouping, TimesheetLanguage } from '@shiftdesk/shared/api';
import { Form, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface SampleRow {
  workerName: string;
  nricMasked: string;
  shiftDate: string;
  position: string;
  scheduledIn: string;
  scheduledOut: string;
  actualIn: string;
  actualOut: string;
  breakMinutes: number;
  paidHours: number;
  normalHours: number;
  otHours: number;
  phHours: number;
  billAmount: number;
  remarks: string;
}

const WORKERS = [
  { workerName: 'Tan Wei Ming', nricMasked: 'S****567D', position: 'Service crew', rate: 14 },
  { workerName: '陈美玲', nricMasked: 'T****123A', position: 'Kitchen assistant', rate: 13.5 },
  { workerName: 'Muhammad Faiz', nricMasked: 'G****890K', position: 'Service crew', rate: 14 },
];
const DAYS = ['2026-11-23', '2026-11-24'];

/** Six rows: each worker on each day, the second day a little longer (overtime) for one of them. */
export const SAMPLE_ROWS: SampleRow[] = DAYS.flatMap((shiftDate, d) =>
  WORKERS.map((w, i) => {
    const ot = d === 1 && i === 0 ? 2 : 0;
    const normal = 8;
    const paid = normal + ot;
    return {
      workerName: w.workerName,
      nricMasked: w.nricMasked,
      shiftDate,
      position: w.position,
      scheduledIn: '09:00',
      scheduledOut: '18:00',
      actualIn: i === 2 && d === 0 ? '09:10' : '09:00',
      actualOut: ot ? '20:00' : '18:00',
      breakMinutes: 60,
      paidHours: paid,
      normalHours: normal,
      otHours: ot,
      phHours: 0,
      billAmount: Math.round((normal * w.rate + ot * w.rate * 1.5) * 100) / 100,
      remarks: i === 2 && d === 0 ? 'late' : '',
    };
  }),
);

/** Columns that add up in subtotals and totals. */
const SUMMED = new Set<TimesheetColumn>([
  'breakMinutes',
  'paidHours',
  'normalHours',
  'otHours',
  'phHours',
  'billAmount',
]);
const GROUP_KEY: Record<Exclude<TimesheetGrouping, 'none'>, keyof SampleRow> = {
  date: 'shiftDate',
  position: 'position',
  worker: 'workerName',
};

const number = (c: TimesheetColumn, v: number) => (c === 'billAmount' ? v.toFixed(2) : String(v));

/** The groups of the sample rows, in first-seen order (one unnamed group without grouping). */
export function groupRows(
  rows: SampleRow[],
  grouping: TimesheetGrouping,
): { label: string | null; rows: SampleRow[] }[] {
  if (grouping === 'none') return [{ label: null, rows }];
  const key = GROUP_KEY[grouping];
  const groups = new Map<string, SampleRow[]>();
  for (const r of rows) groups.set(String(r[key]), [...(groups.get(String(r[key])) ?? []), r]);
  return [...groups].map(([label, list]) => ({ label, rows: list }));
}

const sum = (rows: SampleRow[], c: TimesheetColumn) => rows.reduce((n, r) => n + (r[c] as number), 0);

export interface PreviewProps {
  /** The edited template has a stored logo (shown as a placeholder until replaced or removed) */
  hasLogo?: boolean;
}

export function Preview({ hasLogo }: PreviewProps) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const columns = (Form.useWatch('columns', { form, preserve: true }) as TimesheetColumn[] | undefined) ?? [];
  const grouping = (Form.useWatch('grouping', { form, preserve: true }) as TimesheetGrouping | undefined) ?? 'none';
  const showTotals = Form.useWatch('showTotals', { form, preserve: true }) !== false;
  const signatureBlock = Form.useWatch('signatureBlock', { form, preserve: true }) !== false;
  const logo = Form.useWatch('logo', { form, preserve: true }) as string | null | undefined;
  const footerNote = (Form.useWatch('footerNote', { form, preserve: true }) as string | undefined) ?? '';
  // The sheet itself reads in the template's language, whatever the screen's.
  const lang = (Form.useWatch('lang', { form, preserve: true }) as TimesheetLanguage | undefined) ?? 'en';
  const { t: doc } = useTranslation(NS, { lng: lang });

  const cell: CSSProperties = {
    border: `1px solid ${token.colorBorderSecondary}`,
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    whiteSpace: 'nowrap',
    textAlign: 'left',
  };
  const num: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
  const strong: CSSProperties = { background: token.colorFillAlter, fontWeight: token.fontWeightStrong };

  /** A subtotal or total row: the label in the first column that does not add up. */
  const sumRow = (key: string, label: string, rows: SampleRow[], style: CSSProperties): ReactNode => {
    const labelAt = Math.max(
      0,
      columns.findIndex((c) => !SUMMED.has(c)),
    );
    return (
      <tr key={key} data-testid={key.startsWith('total') ? 'preview-total' : 'preview-subtotal'} style={style}>
        {columns.map((c, i) => (
          <td key={c} style={SUMMED.has(c) ? num : cell}>
            {SUMMED.has(c) ? number(c, sum(rows, c)) : i === labelAt ? label : ''}
          </td>
        ))}
      </tr>
    );
  };

  const logoBox =
    typeof logo === 'string' ? (
      <img src={logo} alt={t('timesheetTemplate.preview.logo')} style={{ maxHeight: 40, maxWidth: 160 }} />
    ) : logo === undefined && hasLogo ? (
      <Typography.Text type="secondary">[{t('timesheetTemplate.preview.logo')}]</Typography.Text>
    ) : null;

  return (
    <section
      aria-label={t('timesheetTemplate.preview.title')}
      data-testid="timesheet-preview"
      style={{
        marginTop: token.marginMD,
        padding: token.paddingSM,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Typography.Text type="secondary">{t('timesheetTemplate.preview.title')}</Typography.Text>
      {/* A screen reader reads the sheet in its own language (WCAG 3.1.2). */}
      <div lang={lang === 'zh-cn' ? 'zh-CN' : 'en'}>
        <div
          style={{
            display: 'flex',
            gap: token.marginSM,
            alignItems: 'center',
            flexWrap: 'wrap',
            margin: `${token.marginXS}px 0`,
          }}
        >
          {logoBox}
          <div>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {doc('timesheetTemplate.preview.sheetTitle')}
            </Typography.Title>
            <Typography.Text type="secondary">{doc('timesheetTemplate.preview.period')}</Typography.Text>
          </div>
        </div>
        {columns.length ? (
          // Wide layouts scroll inside the preview on a phone rather than widening the drawer.
          <div style={{ overflowX: 'auto' }}>
            <table
              style={{ borderCollapse: 'collapse', width: '100%', fontSize: token.fontSizeSM, color: token.colorText }}
            >
              <thead>
                <tr style={strong}>
                  {columns.map((c) => (
                    <th key={c} scope="col" style={SUMMED.has(c) ? num : cell}>
                      {doc(`timesheetTemplate.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groupRows(SAMPLE_ROWS, grouping).flatMap((g) => [
                  ...(g.label !== null
                    ? [
                        <tr key={`group-${g.label}`} data-testid="preview-group">
                          <th
                            colSpan={columns.length}
                            scope="colgroup"
                            style={{ ...cell, background: token.colorFillQuaternary, color: token.colorTextHeading }}
                          >
                            {g.label}
                          </th>
                        </tr>,
                      ]
                    : []),
                  ...g.rows.map((r) => (
                    <tr key={`${r.shiftDate}-${r.nricMasked}`}>
                      {columns.map((c) => (
                        <td key={c} style={SUMMED.has(c) ? num : cell}>
                          {SUMMED.has(c)
                            ? number(c, r[c] as number)
                            : c === 'remarks' && r.remarks
                              ? doc('timesheetTemplate.preview.sampleRemark')
                              : (r[c] as string)}
                        </td>
                      ))}
                    </tr>
                  )),
                  ...(g.label !== null && showTotals
                    ? [
                        sumRow(`subtotal-${g.label}`, doc('timesheetTemplate.preview.subtotal'), g.rows, {
                          color: token.colorTextSecondary,
                        }),
                      ]
                    : []),
                ])}
                {showTotals ? sumRow('total', doc('timesheetTemplate.preview.total'), SAMPLE_ROWS, strong) : null}
              </tbody>
            </table>
          </div>
        ) : (
          <Typography.Text type="warning">{t('timesheetTemplate.preview.noColumns')}</Typography.Text>
        )}
        {footerNote.trim() ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXS, marginBottom: 0 }}>
            {footerNote}
          </Typography.Paragraph>
        ) : null}
        {signatureBlock ? (
          <div
            data-testid="preview-signature"
            style={{
              marginTop: token.marginSM,
              display: 'flex',
              flexWrap: 'wrap',
              gap: token.marginLG,
              color: token.colorTextSecondary,
            }}
          >
            <div style={{ minWidth: 200, flex: 1 }}>
              <div>{doc('timesheetTemplate.preview.company')}</div>
              <div style={{ borderBottom: `1px solid ${token.colorBorder}`, height: 32 }} />
              <div style={{ fontSize: token.fontSizeSM }}>{doc('timesheetTemplate.preview.signature')}</div>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
