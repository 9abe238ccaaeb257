/**
 * /finance/<kind>/{list,get,add,edit,delete} for the five reference tables, and
 * /finance/reference/inForce (the row a rule would be given on a date). Thin: the service checks.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CpfCeilingAddBody,
  CpfCeilingEditBody,
  CpfCeilingListQuery,
  CpfCeilingRecord,
  CpfRateAddBody,
  CpfRateEditBody,
  CpfRateListQuery,
  CpfRateRecord,
  CreatedId,
  EmptyEnvelope,
  Envelope,
  GstRateAddBody,
  GstRateEditBody,
  GstRateListQuery,
  GstRateRecord,
  IdQuery,
  IdsBody,
  PageResult,
  PublicHolidayAddBody,
  PublicHolidayEditBody,
  PublicHolidayListQuery,
  PublicHolidayRecord,
  ReferenceInForceQuery,
  ReferenceInForceResult,
  SdlRateAddBody,
  SdlRateEditBody,
  SdlRateListQuery,
  SdlRateRecord,
} from '@shiftdesk/shared/api';
import type { TSchema } from 'typebox';
import type { RouteProtection } from '../../../core/routes/context';
import { ok, page, paging } from '../../../core/base/envelope';
import { ValidationError } from '../../../core/base/errors';
import { t } from '../../../core/base/i18n';
import {
  addRow,
  deleteRows,
  editRow,
  getRow,
  inForceRecord,
  type ListQuery,
  listRows,
  type ReferenceKindName,
} from './service';

interface KindRoutes {
  kind: ReferenceKindName;
  /** English name for the OpenAPI summaries and the operation log. */
  title: string;
  query: TSchema;
  record: TSchema;
  add: TSchema;
  edit: TSchema;
}

const KIND_ROUTES: KindRoutes[] = [
  {
    kind: 'publicHoliday',
    title: 'public holiday',
    query: PublicHolidayListQuery,
    record: PublicHolidayRecord,
    add: PublicHolidayAddBody,
    edit: PublicHolidayEditBody,
  },
  {
    kind: 'gstRate',
    title: 'GST rate',
    query: GstRateListQuery,
    record: GstRateRecord,
    add: GstRateAddBody,
    edit: GstRateEditBody,
  },
  {
    kind: 'cpfRate',
    title: 'CPF rate',
    query: CpfRateListQuery,
    record: CpfRateRecord,
    add: CpfRateAddBody,
    edit: CpfRateEditBody,
  },
  {
    kind: 'cpfCeiling',
    title: 'CPF ceiling',
    query: CpfCeilingListQuery,
    record: CpfCeilingRecord,
    add: CpfCeilingAddBody,
    edit: CpfCeilingEditBody,
  },
  {
    kind: 'sdlRate',
    title: 'SDL rate',
    query: SdlRateListQuery,
    record: SdlRateRecord,
    add: SdlRateAddBody,
    edit: SdlRateEditBody,
  },
];

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.source': ['ref.sourceRequired'],
  'body.name': ['ref.nameRequired'],
  'body.date': ['ref.dateRequired'],
  'body.effectiveFrom': ['ref.fromRequired'],
  'body.rateBp': ['ref.rateInvalid', 'ref.rateInvalid'],
  'body.employerBp': ['ref.rateInvalid', 'ref.rateInvalid'],
  'body.employeeBp': ['ref.rateInvalid', 'ref.rateInvalid'],
  'body.phasedEmployeeFactorBp': ['ref.rateInvalid', 'ref.rateInvalid'],
  'body.owCeilingCents': ['ref.amountInvalid', 'ref.amountInvalid'],
  'body.annualCeilingCents': ['ref.amountInvalid', 'ref.amountInvalid'],
  'body.minCents': ['ref.amountInvalid', 'ref.amountInvalid'],
  'body.maxCents': ['ref.amountInvalid', 'ref.amountInvalid'],
};

const rule = (kind: string, action: string) => `api/v1/finance/${kind}/${action}`;

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const actor = (req: { user: { id: number } | null }) => ({ id: req.user?.id ?? null });

  for (const k of KIND_ROUTES) {
    app.get(
      `/${k.kind}/list`,
      {
        config: { rule: rule(k.kind, 'list') },
        schema: {
          summary: `Reference: ${k.title}s (paged)`,
          querystring: k.query,
          response: { 200: Envelope(PageResult(k.record)) },
        },
      },
      async (req) => {
        const q = req.query as ListQuery;
        const p = paging(q);
        const { list, total } = await listRows(app.ctx.db, k.kind, q, p);
        return ok(page(list, total, p.pageNum));
      },
    );

    app.get(
      `/${k.kind}/get`,
      {
        config: { rule: rule(k.kind, 'get') },
        schema: { summary: `Reference: a ${k.title}`, querystring: IdQuery, response: { 200: Envelope(k.record) } },
      },
      async (req) => ok(await getRow(app.ctx.db, k.kind, req.query.id)),
    );

    app.post(
      `/${k.kind}/add`,
      {
        config: { rule: rule(k.kind, 'add'), fieldMessages: FIELD_MESSAGES },
        schema: { summary: `Reference: add a ${k.title}`, body: k.add, response: { 200: Envelope(CreatedId) } },
      },
      async (req) => {
        const id = await addRow(app.ctx.db, req.lang, actor(req), k.kind, req.body as Record<string, unknown>);
        return ok({ id }, t(req.lang, 'common.saved'));
      },
    );

    app.put(
      `/${k.kind}/edit`,
      {
        config: { rule: rule(k.kind, 'edit'), fieldMessages: FIELD_MESSAGES },
        schema: { summary: `Reference: edit a ${k.title}`, body: k.edit, response: { 200: EmptyEnvelope } },
      },
      async (req) => {
        await editRow(app.ctx.db, req.lang, actor(req), k.kind, req.body as Record<string, unknown> & { id: number });
        return ok(null, t(req.lang, 'common.saved'));
      },
    );

    app.delete(
      `/${k.kind}/delete`,
      {
        config: { rule: rule(k.kind, 'delete') },
        schema: {
          summary: `Reference: delete ${k.title}s (refused for locked rows)`,
          body: IdsBody,
          response: { 200: EmptyEnvelope },
        },
      },
      async (req) => {
        await deleteRows(app.ctx.db, req.lang, k.kind, req.body.ids);
        return ok(null, t(req.lang, 'common.deleted'));
      },
    );
  }

  app.get(
    '/reference/inForce',
    {
      config: { rule: 'api/v1/finance/reference/inForce' },
      schema: {
        summary: 'Reference: the row a rule is given on a date',
        querystring: ReferenceInForceQuery,
        response: { 200: Envelope(ReferenceInForceResult) },
      },
    },
    async (req) => {
      const { kind, date, rateClass, age } = req.query;
      const band = rateClass !== undefined && age !== undefined ? { rateClass, age } : undefined;
      if (kind === 'cpfRate' && !band) {
        const message = t(req.lang, 'ref.cpfLookup');
        throw new ValidationError(
          [{ field: rateClass === undefined ? 'querystring.rateClass' : 'querystring.age', message }],
          message,
        );
      }
      // The record's shape is the kind's (one of the union's members).
      return ok((await inForceRecord(app.ctx.db, kind, date, kind === 'cpfRate' ? band : undefined)) as never);
    },
  );
};
