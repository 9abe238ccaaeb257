/**
 * One descriptor per reference table: its fields (each with a unit that decides how it is shown,
 * typed and sent), filters, sortable columns and API schemas. `ReferenceTab` renders any of them.
 */
import { type Codec, type QuerySchema, q } from '@shiftdesk/shared';
import {
  CPF_RATE_CLASSES,
  CpfCeilingAddBody,
  CpfCeilingEditBody,
  CpfRateAddBody,
  CpfRateEditBody,
  GstRateAddBody,
  GstRateEditBody,
  PublicHolidayAddBody,
  PublicHolidayEditBody,
  REFERENCE_KINDS,
  type ReferenceKind,
  SdlRateAddBody,
  SdlRateEditBody,
} from '@shiftdesk/shared/api';

/** How a field is shown in the table and typed in the form. */
export type Unit =
  | 'date' // YYYY-MM-DD, required
  | 'optionalDate' // YYYY-MM-DD or null (open-ended / not a substitute)
  | 'text'
  | 'percent' // bp ↔ %
  | 'factor' // bp ↔ 0.6
  | 'money' // cents ↔ S$
  | 'rateClass'
  | 'ageMax'; // integer or null (last band)

export interface RefField {
  /** Key of the record and of the body. */
  key: string;
  unit: Unit;
  sortable?: boolean;
  /** Help text below the form control (i18n key under referenceRate.help). */
  help?: boolean;
}

export type Filter = 'year' | 'inForceOn' | 'rateClass' | 'name';

export interface KindDescriptor {
  kind: ReferenceKind;
  fields: RefField[];
  filters: Filter[];
  /** Effective-dated (has effectiveFrom/effectiveTo) rather than a single day. */
  period: boolean;
  addBody: object;
  editBody: object;
  /** Values of a new row, in API units. */
  defaults: Record<string, unknown>;
  /** URL query codecs (filters, sort, the tab) — built once per kind so their identity is stable. */
  query: QuerySchema;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day typed as text; anything else reads as no filter. */
const isoDay: Codec<string> = {
  parse: (sp, k) => {
    const v = sp.get(k)?.trim();
    return v && DAY.test(v) ? v : undefined;
  },
  write: (sp, k, v) => {
    if (v) sp.set(k, v);
  },
};

const FILTER_CODECS: Record<Filter, Codec<unknown>> = {
  year: q.int({ min: 1990, max: 2100 }) as Codec<unknown>,
  inForceOn: isoDay as Codec<unknown>,
  rateClass: q.oneOf(CPF_RATE_CLASSES) as Codec<unknown>,
  name: q.string({ max: 100 }) as Codec<unknown>,
};

function descriptor(d: Omit<KindDescriptor, 'query'>): KindDescriptor {
  const sortable = [...d.fields.filter((f) => f.sortable).map((f) => f.key), 'createdAt'];
  const query: QuerySchema = {
    tab: q.oneOf(REFERENCE_KINDS),
    orderBy: q.oneOf(sortable),
    orderDir: q.oneOf(['asc', 'desc'] as const),
  };
  for (const f of d.filters) query[f] = FILTER_CODECS[f];
  return { ...d, query };
}

const PERIOD: RefField[] = [
  { key: 'effectiveFrom', unit: 'date', sortable: true },
  { key: 'effectiveTo', unit: 'optionalDate', sortable: true, help: true },
];
const PERIOD_FILTERS: Filter[] = ['year', 'inForceOn'];

export const KIND_DESCRIPTORS: KindDescriptor[] = [
  descriptor({
    kind: 'publicHoliday',
    fields: [
      { key: 'date', unit: 'date', sortable: true },
      { key: 'name', unit: 'text', sortable: true },
      { key: 'substituteFor', unit: 'optionalDate', help: true },
    ],
    filters: ['year', 'name'],
    period: false,
    addBody: PublicHolidayAddBody,
    editBody: PublicHolidayEditBody,
    defaults: { substituteFor: null, source: 'https://www.mom.gov.sg/employment-practices/public-holidays' },
  }),
  descriptor({
    kind: 'gstRate',
    fields: [...PERIOD, { key: 'rateBp', unit: 'percent', sortable: true }],
    filters: PERIOD_FILTERS,
    period: true,
    addBody: GstRateAddBody,
    editBody: GstRateEditBody,
    defaults: { effectiveTo: null },
  }),
  descriptor({
    kind: 'cpfRate',
    fields: [
      { key: 'rateClass', unit: 'rateClass', sortable: true },
      { key: 'ageMax', unit: 'ageMax', sortable: true, help: true },
      ...PERIOD,
      { key: 'employerBp', unit: 'percent', sortable: true },
      { key: 'employeeBp', unit: 'percent', sortable: true },
      { key: 'phasedEmployeeFactorBp', unit: 'factor', help: true },
    ],
    filters: [...PERIOD_FILTERS, 'rateClass'],
    period: true,
    addBody: CpfRateAddBody,
    editBody: CpfRateEditBody,
    defaults: { effectiveTo: null, rateClass: 'citizen', ageMax: null },
  }),
  descriptor({
    kind: 'cpfCeiling',
    fields: [
      ...PERIOD,
      { key: 'owCeilingCents', unit: 'money', sortable: true },
      { key: 'annualCeilingCents', unit: 'money', sortable: true },
    ],
    filters: PERIOD_FILTERS,
    period: true,
    addBody: CpfCeilingAddBody,
    editBody: CpfCeilingEditBody,
    defaults: { effectiveTo: null },
  }),
  descriptor({
    kind: 'sdlRate',
    fields: [
      ...PERIOD,
      { key: 'rateBp', unit: 'percent', sortable: true },
      { key: 'minCents', unit: 'money' },
      { key: 'maxCents', unit: 'money' },
    ],
    filters: PERIOD_FILTERS,
    period: true,
    addBody: SdlRateAddBody,
    editBody: SdlRateEditBody,
    defaults: { effectiveTo: null },
  }),
];
