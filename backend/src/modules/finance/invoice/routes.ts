/**
 * /finance/invoice/*: list, get, POST generate (golden path step 16) and generateAll (a month, as
 * a job), PUT edit (a draft's
 * adjustments), PUT issue (step 17), the machine's PUT void, POST pay / creditNote / debitNote,
 * PUT applyCredit, GET pdf (step 18) and xml (InvoiceNow), GET sequence and ageing. Thin: the
 * services check; every change runs in one transaction and answers the document as it now is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyEnvelope,
  IdQuery,
  InvoiceAgeing,
  InvoiceAgeingQuery,
  InvoiceApi,
  InvoiceApplyCreditBody,
  InvoiceCreditNoteBody,
  InvoiceDebitNoteBody,
  InvoiceDetail,
  InvoiceDocumentQuery,
  InvoiceEditBody,
  InvoiceGenerateAllBody,
  InvoiceGenerateBody,
  InvoiceGenerateResult,
  InvoiceIssueBody,
  InvoiceListQuery,
  InvoicePayBody,
  InvoiceRow,
  InvoiceSequence,
  InvoiceSequenceQuery,
  invoiceMachine,
  TimesheetGenerateAllResult,
} from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { ok } from '../../../core/base/envelope';
import { ConflictError } from '../../../core/base/errors';
import { t } from '../../../core/base/i18n';
import { callerOf } from '../../../core/data/caller';
import { stateLabel } from '../../../core/data/transition';
import { withTransaction } from '../../../core/data/unit-of-work';
import { getAccess } from '../../../core/auth/access';
import { assertInScope, registerListRoute } from '../../../core/routes/crud-routes';
import { routeOptions } from '../../../core/routes/route-options';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { finInvoice } from '../../../db/schema';
import { GENERATE_INVOICES_QUEUE, type GenerateInvoicesData } from '../../../jobs/handlers/generate-invoices';
import { invoicePdf } from './document-pdf';
import { editDraft, generateInvoices } from './generate';
import { issueInvoiceWithAdjustments } from './adjustment-notes';
import { afterVoid, sequenceReport } from './issue';
import { getInvoice, invoiceScope, listInvoices } from './service';
import { applyCredit, creditNote, debitNote, payInvoice, receivablesAgeing } from './settle';
import { invoiceUbl } from './ubl';

const BINARY = Type.String({ format: 'binary' });
const fileReply = (type: string, what: string) => ({
  200: {
    description: `${what}; errors come as the JSON envelope`,
    content: { [type]: { schema: BINARY }, 'application/json': { schema: EmptyEnvelope } },
  },
});

/** A file name from a document's number (drafts have none). */
const fileName = (d: InvoiceDetail, ext: string) => `${d.number ?? `draft-${d.id}`}.${ext}`;

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  const detail = (id: number) => getInvoice(db, id);

  registerListRoute(app, {
    path: InvoiceApi.path.list,
    rule: InvoiceApi.rule.list,
    summary:
      'Invoices, credit notes and debit notes (paged; data scope): kind, client, department, status, payment status, overdue, number, issue dates',
    query: InvoiceListQuery,
    row: InvoiceRow,
    list: listInvoices,
  });

  app.get(
    InvoiceApi.path.get,
    routeOptions(
      InvoiceApi.rule.get,
      'A document with its lines (and the records they cover), payments, allocations and notes',
      {
        query: IdQuery,
        reply: InvoiceDetail,
      },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.query.id]);
      return ok(await detail(req.query.id));
    },
  );

  app.post(
    InvoiceApi.path.generate,
    routeOptions(
      InvoiceApi.rule.generate,
      'Draft invoices of approved timesheets’ records not billed yet: one per contract department and PO number',
      { body: InvoiceGenerateBody, reply: InvoiceGenerateResult },
    ),
    async (req) => {
      const ids = await withTransaction(app.ctx, (tx) => generateInvoices(tx, callerOf(req), req.body));
      return ok({ ...(await detail(ids[0])), ids }, t(req.lang, 'invoice.generated', { count: ids.length }));
    },
  );

  app.post(
    InvoiceApi.path.generateAll,
    routeOptions(
      InvoiceApi.rule.generateAll,
      'Generate the draft invoices of every approved timesheet whose period ends in the month, as a job (progress over the socket)',
      { body: InvoiceGenerateAllBody, reply: TimesheetGenerateAllResult },
    ),
    async (req) => {
      const caller = callerOf(req);
      const data: GenerateInvoicesData = {
        month: req.body.month,
        userId: caller.actor.id,
        actorName: caller.actor.name,
        deptId: caller.deptId,
        lang: caller.lang,
      };
      const jobId = await app.ctx.jobs.send(GENERATE_INVOICES_QUEUE, data, {
        requestedBy: caller.actor.id ?? undefined,
      });
      return ok({ jobId }, t(req.lang, 'invoice.generateAllQueued', { month: req.body.month }));
    },
  );

  app.put(
    InvoiceApi.path.edit,
    routeOptions(
      InvoiceApi.rule.edit,
      'Replace a draft’s adjustment lines (each with a reason); 409 when `version` is older',
      {
        body: InvoiceEditBody,
        reply: InvoiceDetail,
      },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.id]);
      await withTransaction(app.ctx, (tx) => editDraft(tx, callerOf(req), req.body));
      return ok(await detail(req.body.id), t(req.lang, 'common.saved'));
    },
  );

  app.put(
    InvoiceApi.path.issue,
    routeOptions(
      InvoiceApi.rule.issue,
      'Issue a draft: the next number of its series, issue and due dates, GST at the rate in force, both parties as printed',
      { body: InvoiceIssueBody, reply: InvoiceDetail },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.id]);
      await withTransaction(app.ctx, (tx) => issueInvoiceWithAdjustments(tx, callerOf(req), req.body.id));
      const d = await detail(req.body.id);
      return ok(d, t(req.lang, 'invoice.issued', { number: d.number ?? '' }));
    },
  );

  registerTransitionRoutes(app, {
    machine: invoiceMachine,
    table: finInvoice,
    scope: invoiceScope,
    except: ['issue'],
    effects: { void: (tx, m) => afterVoid(tx, m.id, m.reason, m.actor) },
  });

  app.post(
    InvoiceApi.path.pay,
    routeOptions(
      InvoiceApi.rule.pay,
      'Record a payment against an issued invoice or debit note (partial allowed, never above the balance)',
      {
        body: InvoicePayBody,
        reply: InvoiceDetail,
      },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.id]);
      await withTransaction(app.ctx, (tx) => payInvoice(tx, callerOf(req), req.body));
      return ok(await detail(req.body.id), t(req.lang, 'common.saved'));
    },
  );

  app.post(
    InvoiceApi.path.creditNote,
    routeOptions(
      InvoiceApi.rule.creditNote,
      'Issue a credit note of chosen lines of an issued invoice (all by default) and apply it to the original or another open invoice of the client; answers the note',
      { body: InvoiceCreditNoteBody, reply: InvoiceDetail },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.id, ...(req.body.applyToId ? [req.body.applyToId] : [])]);
      const id = await withTransaction(app.ctx, (tx) => creditNote(tx, callerOf(req), req.body));
      const d = await detail(id);
      return ok(d, t(req.lang, 'invoice.noteIssued', { number: d.number ?? '' }));
    },
  );

  app.post(
    InvoiceApi.path.debitNote,
    routeOptions(InvoiceApi.rule.debitNote, 'Issue a debit note raising an issued invoice’s amount; answers the note', {
      body: InvoiceDebitNoteBody,
      reply: InvoiceDetail,
    }),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.id]);
      const id = await withTransaction(app.ctx, (tx) => debitNote(tx, callerOf(req), req.body));
      const d = await detail(id);
      return ok(d, t(req.lang, 'invoice.noteIssued', { number: d.number ?? '' }));
    },
  );

  app.put(
    InvoiceApi.path.applyCredit,
    routeOptions(
      InvoiceApi.rule.applyCredit,
      'Apply what is left of a credit note to an open invoice of the same client; answers the invoice',
      {
        body: InvoiceApplyCreditBody,
        reply: InvoiceDetail,
      },
    ),
    async (req) => {
      await assertInScope(app, req, invoiceScope, [req.body.creditNoteId, req.body.invoiceId]);
      await withTransaction(app.ctx, (tx) => applyCredit(tx, callerOf(req), req.body));
      return ok(await detail(req.body.invoiceId), t(req.lang, 'common.saved'));
    },
  );

  app.get(
    InvoiceApi.path.pdf,
    {
      config: { rule: InvoiceApi.rule.pdf },
      schema: {
        summary: 'The document as PDF: a tax invoice, credit note or debit note (a draft is marked as such)',
        querystring: InvoiceDocumentQuery,
        response: fileReply('application/pdf', 'The PDF'),
      },
    },
    async (req, reply) => {
      await assertInScope(app, req, invoiceScope, [req.query.id]);
      const d = await detail(req.query.id);
      const pdf = await invoicePdf(d);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName(d, 'pdf')}"`)
          // Bytes are sent as is (never serialised); the typed reply only knows the JSON shapes.
          .send(pdf as never)
      );
    },
  );

  app.get(
    InvoiceApi.path.xml,
    {
      config: { rule: InvoiceApi.rule.xml },
      schema: {
        summary: 'An issued document as InvoiceNow (Peppol PINT SG) UBL XML',
        querystring: InvoiceDocumentQuery,
        response: fileReply('application/xml', 'The XML'),
      },
    },
    async (req, reply) => {
      await assertInScope(app, req, invoiceScope, [req.query.id]);
      const d = await detail(req.query.id);
      // A draft has no number yet; a void document is no longer a supply to report.
      if (d.status !== 'issued') throw new ConflictError('invoice.xmlNotIssued', { state: stateLabel(d.status) });
      return reply
        .type('application/xml')
        .header('content-disposition', `attachment; filename="${fileName(d, 'xml')}"`)
        .send(invoiceUbl(d) as never);
    },
  );

  app.get(
    InvoiceApi.path.sequence,
    routeOptions(
      InvoiceApi.rule.sequence,
      'Every number a series (kind and year) gave: missing and duplicate numbers (both empty when sound) and the voided ones',
      {
        query: InvoiceSequenceQuery,
        reply: InvoiceSequence,
      },
    ),
    async (req) => ok(await sequenceReport(db, req.query)),
  );

  app.get(
    InvoiceApi.path.ageing,
    routeOptions(
      InvoiceApi.rule.ageing,
      'Receivables ageing by client: open balances by days past due (current, 1–30, 31–60, 61–90, 90+), in the data scope',
      {
        query: InvoiceAgeingQuery,
        reply: InvoiceAgeing,
      },
    ),
    async (req) => {
      // Behind a rule, so the request has its user (the auth hook refused it otherwise).
      const user = req.user as NonNullable<typeof req.user>;
      return ok(await receivablesAgeing(db, req.query, { access: await getAccess(req), user }));
    },
  );
};
