/**
 * Jobs → Timesheet templates (DOMAIN.md "Timesheet template"; issue 29): how a timesheet is laid
 * out on paper and in its XLSX — the columns in order, the grouping, totals, the signature block,
 * a logo and a footer note. A contract department names one; without one, `DEFAULT_TIMESHEET_LAYOUT`.
 */
import { type Static, Type } from 'typebox';
import { defineEntity, defineReference } from '../entity';
import { Id, PageQuery } from '../envelope';
import { MASTER_STATUSES, Text } from '../finance/common';

export const TimesheetTemplateApi = defineEntity('workforce', 'timesheetTemplate', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
]);

/** The columns a template may print, in their usual order. NRIC is always printed masked. */
export const TIMESHEET_COLUMNS = [
  'workerName',
  'nricMasked',
  'shiftDate',
  'position',
  'scheduledIn',
  'scheduledOut',
  'actualIn',
  'actualOut',
  'breakMinutes',
  'paidHours',
  'normalHours',
  'otHours',
  'phHours',
  'billAmount',
  'remarks',
] as const;
export type TimesheetColumn = (typeof TIMESHEET_COLUMNS)[number];

export const TIMESHEET_GROUPINGS = ['none', 'date', 'position', 'worker'] as const;
export type TimesheetGrouping = (typeof TIMESHEET_GROUPINGS)[number];

export const TIMESHEET_TEMPLATE_STATUSES = MASTER_STATUSES;

/** The language a template's documents (PDF, XLSX) are printed in: labels, headings, the state. */
export const TIMESHEET_LANGUAGES = ['en', 'zh-cn'] as const;
export type TimesheetLanguage = (typeof TIMESHEET_LANGUAGES)[number];

/** What the documents need of a template (a stored one, or the default). */
export interface TimesheetLayout {
  columns: readonly TimesheetColumn[];
  grouping: TimesheetGrouping;
  showTotals: boolean;
  signatureBlock: boolean;
  /** Storage key of the logo, if any */
  logoKey: string | null;
  footerNote: string;
  lang: TimesheetLanguage;
}

export const DEFAULT_TIMESHEET_LAYOUT: TimesheetLayout = {
  columns: [
    'workerName',
    'nricMasked',
    'shiftDate',
    'actualIn',
    'actualOut',
    'breakMinutes',
    'paidHours',
    'otHours',
    'phHours',
    'remarks',
  ],
  grouping: 'none',
  showTotals: true,
  signatureBlock: true,
  logoKey: null,
  footerNote: '',
  lang: 'en',
};

export const TimesheetTemplateOrderBy = Type.Enum(['id', 'name', 'status', 'createdAt']);

/** GET /backend/api/v1/workforce/timesheetTemplate/list */
export const TimesheetTemplateListQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Enum(TIMESHEET_TEMPLATE_STATUSES)),
  /** Only these templates: how reference cells name the ids of a page */
  ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  orderBy: Type.Optional(TimesheetTemplateOrderBy),
});
export type TimesheetTemplateListQuery = Static<typeof TimesheetTemplateListQuery>;

const TimesheetTemplateFormFields = {
  /** Unique */
  name: Text(100, { minLength: 1 }),
  /** At least one, each once, in print order */
  columns: Type.Array(Type.Enum(TIMESHEET_COLUMNS), {
    minItems: 1,
    maxItems: TIMESHEET_COLUMNS.length,
    uniqueItems: true,
  }),
  grouping: Type.Enum(TIMESHEET_GROUPINGS, { default: 'none' }),
  showTotals: Type.Boolean(),
  signatureBlock: Type.Boolean(),
  /** A PNG or JPEG data URL (≤ 500 KB decoded); null removes the logo, absent keeps it */
  logo: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: 700000,
        pattern: '^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$',
        examples: [
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ],
      }),
      Type.Null(),
    ]),
  ),
  footerNote: Type.Optional(Text(500)),
  /** The documents' language (English when absent) */
  lang: Type.Optional(Type.Enum(TIMESHEET_LANGUAGES, { default: 'en' })),
  status: Type.Optional(Type.Enum(TIMESHEET_TEMPLATE_STATUSES, { default: 'active' })),
};

/** POST /backend/api/v1/workforce/timesheetTemplate/add */
export const TimesheetTemplateAddBody = Type.Object(TimesheetTemplateFormFields, { additionalProperties: false });
export type TimesheetTemplateAddBody = Static<typeof TimesheetTemplateAddBody>;

/** PUT /backend/api/v1/workforce/timesheetTemplate/edit */
export const TimesheetTemplateEditBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...TimesheetTemplateFormFields },
  { additionalProperties: false },
);
export type TimesheetTemplateEditBody = Static<typeof TimesheetTemplateEditBody>;

export const TimesheetTemplateRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  columns: Type.Array(Type.Enum(TIMESHEET_COLUMNS)),
  grouping: Type.Enum(TIMESHEET_GROUPINGS),
  showTotals: Type.Boolean(),
  signatureBlock: Type.Boolean(),
  hasLogo: Type.Boolean(),
  footerNote: Type.String(),
  lang: Type.Enum(TIMESHEET_LANGUAGES),
  status: Type.Enum(TIMESHEET_TEMPLATE_STATUSES),
  /** Contract departments naming it */
  deptCount: Type.Integer(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TimesheetTemplateRow = Static<typeof TimesheetTemplateRow>;

/** Templates as a contract department names them: inactive ones stay named but are not offered. */
export const TimesheetTemplateRef = defineReference<TimesheetTemplateRow>(TimesheetTemplateApi, {
  label: (r) => r.name,
  pickable: (r) => r.status === 'active',
  idsParam: 'ids',
});
