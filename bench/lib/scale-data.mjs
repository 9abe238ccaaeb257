// Bench data at scale (issue 35): PostgreSQL filled through set-based SQL only (INSERT … SELECT
// generate_series, one statement per step), so millions of rows take minutes, not hours.
//   contractSql(): clients → contract departments → positions → active orders → rates, the part
//     every PostgreSQL bench needs (work-records-200k and payroll-3000 use it with their own sizes).
//   fillScaleData(psql, sizes): the whole chain over three years ending today — 50,000 workers,
//     120 clients, 400 departments, 100,000 jobs, about 2,000,000 work records (each job's
//     headcount is 50–150 % of the mean, so the sum lands within a fraction of a percent), then the weekly
//     timesheets, invoices (lines, payments), wallet earnings and payroll months/payslips those
//     records imply — and `analyze`. SCALE (or sizes.scale) multiplies every count.
// Distributions: departments and jobs follow a power law (client 1 has the most sites, the first
// sites get most jobs), days are weighted by a year-end and a Lunar-New-Year peak, weekends and a
// growth trend; workers by a power law too (regulars and occasional ones). Record states follow
// age: paid before this month, credited this month, verified last week, pending the last days,
// scheduled ahead, with a few no-shows, cancellations, rejections and disputes.
// The server's migrations must have run on the database first (start it once with DATABASE_URL).

export const POLICY = `'{"dailyNormalHours":8,"weeklyNormalHours":44,"otPayMultiplier":1.5,"otBillMultiplier":1.5,"payRounding":{"unitMinutes":15,"mode":"floor"},"billRounding":{"unitMinutes":15,"mode":"ceil"},"phPayRule":"extra_day","phPayMultiplier":2,"phBillMultiplier":2,"lateGraceMinutes":0,"noShowAfterMinutes":60,"cancellationPayHours":0,"minPaidHoursSentHome":0,"poNumber":"","partIvExempt":false}'::jsonb`;

/** The work-record columns the benches fill (all NOT NULL ones plus punches and amounts). */
export const WORK_RECORD_COLUMNS = `job_id, worker_id, client_id, contract_dept_id, shift_date, scheduled_start_at, scheduled_end_at, break_minutes, break_paid,
  clock_in_at, clock_out_at, raw_minutes, pay_minutes, bill_minutes, normal_minutes, ot_minutes, pay_amount, bill_amount, status`;

/**
 * Clients, departments, positions, one active order per department and its rates. With the
 * defaults (departments = positions = clients, one rate of 12.00/18.00) it is the 1:1:1 layout
 * the older benches were measured on. Departments beyond the clients go to clients by a power
 * law (a golden-ratio sequence, not random(), so a rerun gives the same layout).
 */
export function contractSql({
  clients,
  depts = clients,
  positions = clients,
  ratesPerOrder = 1,
  billing = 'monthly',
  payRate = () => '1200',
  billRate = () => '1800',
}) {
  const frac = (n) => `((${n}) * 0.6180339887498949 - floor((${n}) * 0.6180339887498949))`;
  return [
    [
      'fin_client',
      `insert into fin_client (name, uen, billing_address, billing_email, billing_frequency)
         select 'Bench client ' || g, lpad(g::text, 9, '0') || 'B', '1 Bench Road', 'ap@bench.sg', '${billing}' from generate_series(1, ${clients}) g`,
    ],
    [
      'fin_contract_dept',
      `insert into fin_contract_dept (client_id, name, site_address, postal_code)
         select c.id, case when n <= ${clients} then 'Main site' else 'Site ' || n end, '1 Bench Road', '018956'
         from generate_series(1, ${depts}) n
         join (select id, row_number() over (order by id) as k from fin_client) c
           on c.k = case when n <= ${clients} then n else 1 + floor(${clients} * power(${frac('n')}, 3))::int end
         order by n`,
    ],
    [
      'fin_position',
      `insert into fin_position (name) select 'Bench position ' || g from generate_series(1, ${positions}) g`,
    ],
    [
      'fin_contract_order',
      `insert into fin_contract_order (number, contract_dept_id, valid_from, valid_to, status, policy)
         select 'CO-B-' || d.id, d.id, '2020-01-01', '2030-12-31', 'active', ${POLICY} from fin_contract_dept d order by d.id`,
    ],
    // Order i gets positions i, i+1, … (wrapping), so each position is quoted by several orders.
    [
      'fin_contract_order_rate',
      `insert into fin_contract_order_rate (contract_order_id, position_id, pay_rate, bill_rate)
         select o.id, p.id, ${payRate('o.n', 'k')}, ${billRate('o.n', 'k')}
         from (select id, row_number() over (order by id) as n from fin_contract_order) o
         cross join generate_series(0, ${ratesPerOrder - 1}) k
         join (select id, row_number() over (order by id) as n from fin_position) p on p.n = 1 + (o.n - 1 + k) % ${positions}`,
    ],
  ];
}

const FIGURES = { workers: 50_000, clients: 120, depts: 400, positions: 40, jobs: 100_000, records: 2_000_000 };

/** The figures times `scale`, each kept large enough for the layout to make sense. */
export function scaleSizes(scale = Number(process.env.SCALE ?? 1)) {
  const s = (n, min) => Math.max(min, Math.round(n * scale));
  const clients = s(FIGURES.clients, 3);
  return {
    scale,
    clients,
    depts: Math.max(clients, s(FIGURES.depts, 3)),
    positions: Math.min(FIGURES.positions, s(FIGURES.positions, 5)),
    workers: s(FIGURES.workers, 50),
    jobs: s(FIGURES.jobs, 50),
    records: s(FIGURES.records, 500),
    days: 3 * 365,
    ahead: 14,
  };
}

/** Singapore's today (the server's business day). */
const TODAY = `(now() at time zone 'Asia/Singapore')::date`;
const earnable = `('credited', 'paid', 'disputed')`;
const billable = `('verified', 'credited', 'paid', 'disputed')`;

function chainSql(z) {
  const perJob = z.records / z.jobs;
  const first = `${TODAY} - ${z.days - 1}`;
  return [
    ...contractSql({
      clients: z.clients,
      depts: z.depts,
      positions: z.positions,
      ratesPerOrder: 3,
      billing: 'weekly',
      // $10.00–$20.00 an hour by position, billed at 145–160 %.
      payRate: (n, k) => `1000 + ((${n} + ${k}) * 37 % 11) * 100`,
      billRate: (n, k) => `(1000 + ((${n} + ${k}) * 37 % 11) * 100) * (145 + (${n} * 7 % 4) * 5) / 100`,
    }),
    // g % 20: 0–11 citizen employees, 12–14 PRs, 15–17 foreigners (work permits), 18–19 citizen contractors.
    [
      'wf_worker',
      `insert into wf_worker (name, nric, date_of_birth, gender, nationality, residency, pr_start_date, pass_type, phone, engagement_type, status)
         select (array['Tan','Lim','Lee','Ng','Ong','Wong','Goh','Chua','Kumar','Rahman','Teo','Koh'])[1 + g % 12] || ' Worker ' || g,
                (case when g % 20 between 15 and 17 then 'G' else 'S' end) || lpad(g::text, 7, '0') || 'Z',
                date '1956-06-01' + (g * 7919) % 18600, case when g % 2 = 0 then 'male' else 'female' end,
                case when g % 20 between 12 and 14 then 'Malaysian' when g % 20 between 15 and 17 then 'Indian' else 'Singaporean' end,
                case when g % 20 between 12 and 14 then 'pr' when g % 20 between 15 and 17 then 'foreigner' else 'citizen' end,
                case when g % 20 between 12 and 14 then ${first} - (g * 37) % 1900 end,
                case when g % 20 between 15 and 17 then 'work_permit' end,
                '+659' || lpad(g::text, 7, '0'), case when g % 20 >= 18 then 'contractor' else 'employee' end,
                case when g % 50 = 0 then 'inactive' else 'active' end
         from generate_series(1, ${z.workers}) g`,
    ],
    // Jobs per day in proportion to the day's weight (exactly z.jobs in all); the department by a
    // power law over departments ranked by client (the big clients' sites first), the position
    // one of the order's rates, the start at 07:00/09:00/14:00/22:00, the headcount 50–150 % of
    // the mean so that the records come to about z.records.
    [
      'wf_job',
      `with days as (
         -- The sum before the day from the same window, so the counts add up to exactly z.jobs.
         select day, sum(w) over (order by day) as cum, coalesce(sum(w) over (order by day rows between unbounded preceding and 1 preceding), 0) as before,
                sum(w) over () as tot
         from (select d::date as day,
                      (1 + 0.35 * cos(2 * pi() * (extract(doy from d) - 355) / 365.25) + 0.2 * cos(4 * pi() * (extract(doy from d) - 40) / 365.25))
                      * case extract(isodow from d) when 6 then 0.7 when 7 then 0.45 else 1 end
                      * (0.7 + 0.3 * (d::date - (${first})) / ${z.days + z.ahead}.0) as w
               from generate_series(${first}, ${TODAY} + ${z.ahead}, interval '1 day') d) x),
       picks as materialized (
         select row_number() over (order by day, s) as g, day, s,
                1 + least(${z.depts - 1}, floor(${z.depts} * power(random(), 2.2))::int) as dr,
                floor(random() * 3)::int as k, random() as h
         from days cross join lateral generate_series(1, (floor(${z.jobs} * cum / tot + 1e-9) - floor(${z.jobs} * before / tot + 1e-9))::int) s),
       depts as (select d.id, d.client_id, o.id as order_id, row_number() over (order by d.client_id, d.id) as dr
                 from fin_contract_dept d join fin_contract_order o on o.contract_dept_id = d.id),
       rates as (select contract_order_id, position_id, pay_rate, bill_rate,
                        row_number() over (partition by contract_order_id order by position_id) - 1 as k
                 from fin_contract_order_rate)
       insert into wf_job (code, contract_order_id, contract_dept_id, client_id, position_id, title, shift_date, start_at, end_at, break_minutes, break_paid,
                           headcount, assigned, pay_rate, bill_rate, policy, status)
       select 'J-S-' || p.g, d.order_id, d.id, d.client_id, r.position_id, 'Scale shift ' || p.g, p.day, t.at, t.at + interval '9 hours', 60, false,
              hc.n, hc.n, r.pay_rate, r.bill_rate, ${POLICY}, case when p.day > ${TODAY} then 'filled' when p.day = ${TODAY} then 'in_progress' else 'completed' end
       from picks p
       join depts d on d.dr = p.dr
       join rates r on r.contract_order_id = d.order_id and r.k = p.k
       cross join lateral (select (p.day + (array[time '07:00', time '09:00', time '09:00', time '14:00', time '22:00'])[1 + p.g % 5]) at time zone 'Asia/Singapore' as at) t
       cross join lateral (select greatest(1, round(${perJob} * (0.5 + p.h)))::int as n) hc
       order by p.g`,
    ],
    // One record per seat; the worker by a power law. The states by the shift's age (see the header).
    [
      'wf_work_record',
      `insert into wf_work_record (${WORK_RECORD_COLUMNS})
       select job_id, worker_id, client_id, contract_dept_id, shift_date, start_at, end_at, 60, false,
              case when worked then start_at - late * interval '1 minute' end, case when worked then end_at + ot * interval '1 minute' end,
              case when worked then 540 + late + ot else 0 end, case when worked then 480 + ot else 0 end, case when worked then 480 + ot else 0 end,
              case when worked then 480 else 0 end, case when worked then ot else 0 end,
              case when worked then (pay_rate * 480 * 2 + 60) / 120 + (pay_rate * ot * 3 + 60) / 120 else 0 end,
              case when worked then (bill_rate * 480 * 2 + 60) / 120 + (bill_rate * ot * 3 + 60) / 120 else 0 end,
              status
       from (select *, status in ('pending_verification', 'verified', 'credited', 'paid', 'disputed', 'rejected') as worked
             from (select j.id as job_id, j.client_id, j.contract_dept_id, j.shift_date, j.start_at, j.end_at, j.pay_rate, j.bill_rate,
                          (select min(id) from wf_worker) + least(${z.workers - 1}, floor(${z.workers} * power(random(), 1.6))::int) as worker_id,
                          (array[0, 0, 0, 0, 0, 0, 30, 60, 60, 120])[1 + floor(random() * 10)::int] as ot,
                          floor(random() * 10)::int as late,
                          case
                            when j.shift_date > ${TODAY} then 'scheduled'
                            when u < 0.020 then 'no_show'
                            when u < 0.025 then 'excused'
                            when u < 0.032 then 'cancelled'
                            when j.shift_date = ${TODAY} then 'pending_verification'
                            when u < 0.036 then 'rejected'
                            when j.shift_date >= ${TODAY} - 2 then 'pending_verification'
                            when j.shift_date >= ${TODAY} - 7 then 'verified'
                            when j.shift_date >= date_trunc('month', ${TODAY}) then case when u > 0.998 then 'disputed' else 'credited' end
                            else 'paid'
                          end as status
                   from wf_job j cross join lateral generate_series(1, j.headcount) k
                   cross join lateral (select random() + 0 * k as u) x
                   order by j.shift_date, j.id, k) s) r`,
    ],
    // One per contract department per ISO week that has billable records, up to last week:
    // invoiced after three weeks, approved after two, else with the client.
    [
      'wf_timesheet',
      `insert into wf_timesheet (number, client_id, contract_dept_id, period, period_from, period_to, record_count, pay_minutes, bill_minutes,
                                 normal_minutes, ot_minutes, bill_normal_minutes, bill_ot_minutes, pay_amount, bill_amount, status, sent_at, signer_name, signed_at, version)
       select 'TS-' || to_char(wk, 'YYYY') || '-' || lpad((row_number() over (partition by to_char(wk, 'YYYY') order by wk, contract_dept_id))::text, 6, '0'),
              client_id, contract_dept_id, to_char(wk, 'IYYY-"W"IW'), wk, wk + 6, n, pay_m, bill_m, normal_m, ot_m, normal_m, ot_m, pay_a, bill_a,
              st, (wk + 7 + time '10:00') at time zone 'Asia/Singapore',
              case when st in ('approved', 'invoiced') then 'Site Supervisor' end,
              case when st in ('approved', 'invoiced') then (wk + 9 + time '16:00') at time zone 'Asia/Singapore' end, 1
       from (select contract_dept_id, min(client_id) as client_id, date_trunc('week', shift_date)::date as wk, count(*) as n,
                    sum(pay_minutes) as pay_m, sum(bill_minutes) as bill_m, sum(normal_minutes) as normal_m, sum(ot_minutes) as ot_m,
                    sum(pay_amount) as pay_a, sum(bill_amount) as bill_a
             from wf_work_record
             where status in ${billable} and shift_date < date_trunc('week', ${TODAY})
             group by 1, 3) w
       cross join lateral (select case when wk < ${TODAY} - 27 then 'invoiced' when wk < ${TODAY} - 20 then 'approved' else 'sent_to_client' end as st) s
       order by wk, contract_dept_id`,
    ],
    // One invoice per invoiced timesheet, issued three days after the week, numbered without gaps
    // per year's series; GST 9 %; paid in full once past 40 days (a few stay open or part-paid).
    [
      'fin_invoice',
      `insert into fin_invoice (kind, series, number, client_id, contract_dept_id, period_from, period_to, status, issue_date, due_date,
                                subtotal, gst_rate_bp, gst, total, paid, version)
       select 'invoice', 'INV-' || y, 'INV-' || y || '-' || lpad((row_number() over (partition by y order by issue, id))::text, 6, '0'),
              client_id, contract_dept_id, period_from, period_to, 'issued', issue, issue + 30,
              bill_amount, 900, (bill_amount * 9 + 50) / 100, bill_amount + (bill_amount * 9 + 50) / 100,
              case when issue < ${TODAY} - 40 and id % 97 <> 0 then bill_amount + (bill_amount * 9 + 50) / 100
                   when issue < ${TODAY} - 40 then (bill_amount + (bill_amount * 9 + 50) / 100) / 2 else 0 end, 1
       from (select t.*, t.period_to + 3 as issue, to_char(t.period_to + 3, 'YYYY') as y from wf_timesheet t where t.status = 'invoiced') t
       order by issue, id`,
    ],
    [
      'fin_document_series',
      `insert into fin_document_series (series, last_no) select series, count(*) from fin_invoice group by series
       on conflict (series) do update set last_no = excluded.last_no`,
    ],
    // Per invoice and position: one 'normal' line carrying all the billed minutes and amount, so
    // the lines add up to the subtotal (a simplification: the server's generate splits OT and
    // public-holiday lines and links each record through fin_invoice_line_record).
    [
      'fin_invoice_line',
      `insert into fin_invoice_line (invoice_id, sort, type, description, position_id, date_from, date_to, minutes, unit_rate, amount)
       select i.id, row_number() over (partition by i.id order by j.position_id), 'normal', min(p.name) || ' — normal hours', j.position_id,
              i.period_from, i.period_to, sum(r.bill_minutes), max(j.bill_rate), sum(r.bill_amount)
       from fin_invoice i
       join wf_work_record r on r.contract_dept_id = i.contract_dept_id and date_trunc('week', r.shift_date)::date = i.period_from and r.status in ${billable}
       join wf_job j on j.id = r.job_id
       join fin_position p on p.id = j.position_id
       group by i.id, j.position_id`,
    ],
    [
      'fin_payment',
      `insert into fin_payment (client_id, date, method, reference, amount)
       select client_id, issue_date + 20 + id % 15, (array['bank_transfer','giro','paynow','cheque'])[1 + id % 4], number, paid
       from fin_invoice where paid > 0 order by issue_date, id`,
    ],
    [
      'fin_allocation',
      `insert into fin_allocation (invoice_id, payment_id, amount)
       select i.id, p.id, p.amount from fin_payment p join fin_invoice i on i.number = p.reference and i.client_id = p.client_id`,
    ],
    // An 'earning' per credited or paid record (as grantRecords posts it), to available, with the
    // running balances per worker in posting order.
    [
      'fin_wallet_transaction',
      `insert into fin_wallet_transaction (worker_id, type, amount, available_delta, pending_delta, held_delta, available_after, pending_after, held_after,
                                           balance_after, ref_type, ref_id, month, memo, idempotency_key, created_at)
       select worker_id, 'earning', pay_amount, pay_amount, 0, 0, bal, 0, 0, bal, 'workRecord', id, to_char(shift_date, 'YYYY-MM'),
              'Shift ' || shift_date, 'workRecord:' || id || ':earning', at
       from (select r.*, (r.shift_date + 3 + time '11:00') at time zone 'Asia/Singapore' as at,
                    sum(r.pay_amount) over (partition by r.worker_id order by r.shift_date, r.id) as bal
             from wf_work_record r where r.status in ${earnable} and r.pay_amount > 0) e
       order by at, worker_id, id`,
    ],
    [
      'fin_wallet',
      `insert into fin_wallet (worker_id, available, entries, updated_at)
       select worker_id, sum(available_delta), count(*), max(created_at) from fin_wallet_transaction group by worker_id`,
    ],
    // A payroll month per month whose records are paid (closed: 'paid'), a payslip per worker
    // and month. CPF is an approximation (20 % / 17 % of wages up to $8,000 for citizen and PR
    // employees, no age bands), SDL 0.25 % within $2–$11.25; the month's totals from its payslips.
    [
      'fin_payroll_month',
      `insert into fin_payroll_month (month, status, calculated_at, approved_at, paid_at)
       select m, 'paid', (to_date(m, 'YYYY-MM') + interval '1 month 2 days') at time zone 'Asia/Singapore',
              (to_date(m, 'YYYY-MM') + interval '1 month 4 days') at time zone 'Asia/Singapore',
              (to_date(m, 'YYYY-MM') + interval '1 month 6 days') at time zone 'Asia/Singapore'
       from (select distinct to_char(shift_date, 'YYYY-MM') as m from wf_work_record where status = 'paid') x order by m`,
    ],
    [
      'fin_payroll_detail',
      `insert into fin_payroll_detail (month_id, month, worker_id, engagement_type, residency, hourly_rate, normal_minutes, ot_minutes,
                                       basic_pay, ot_pay, gross_pay, ow, ow_subject, cpf_wage, cpf_employee, cpf_employer, sdl, net_pay, records, created_at)
       select pm.id, pm.month, w.id, w.engagement_type, w.residency,
              a.rate, a.normal_m, a.ot_m, a.basic, a.gross - a.basic, a.gross, a.gross, case when cpf then least(a.gross, 800000) else 0 end,
              case when cpf then least(a.gross, 800000) else 0 end,
              case when cpf then least(a.gross, 800000) / 5 else 0 end, case when cpf then least(a.gross, 800000) * 17 / 100 else 0 end,
              case when w.engagement_type = 'employee' then least(1125, greatest(200, (a.gross + 200) / 400)) else 0 end,
              a.gross - case when cpf then least(a.gross, 800000) / 5 else 0 end, a.n, pm.calculated_at
       from (select r.worker_id, to_char(r.shift_date, 'YYYY-MM') as month, count(*) as n, sum(r.normal_minutes) as normal_m, sum(r.ot_minutes) as ot_m,
                    sum(r.pay_amount) as gross, sum((j.pay_rate * r.normal_minutes * 2 + 60) / 120) as basic, max(j.pay_rate) as rate
             from wf_work_record r join wf_job j on j.id = r.job_id
             where r.status = 'paid' group by 1, 2) a
       join fin_payroll_month pm on pm.month = a.month
       join wf_worker w on w.id = a.worker_id
       cross join lateral (select w.engagement_type = 'employee' and w.residency <> 'foreigner' as cpf) c
       order by pm.id, w.id`,
    ],
    [
      'fin_payroll_month (totals)',
      `update fin_payroll_month m set workers = d.n, gross_pay = d.gross, cpf_employee = d.ee, cpf_employer = d.er, sdl = d.sdl, net_pay = d.net,
              progress_done = d.n, progress_total = d.n
       from (select month_id, count(*) as n, sum(gross_pay) as gross, sum(cpf_employee) as ee, sum(cpf_employer) as er, sum(sdl) as sdl, sum(net_pay) as net
             from fin_payroll_detail group by 1) d
       where d.month_id = m.id`,
    ],
    // The links back from the records, in one pass over the records table.
    [
      'wf_work_record (links)',
      `update wf_work_record r set timesheet_id = t.id, invoice_id = t.invoice_id,
              payroll_month_id = case when r.status = 'paid' then (select pm.id from fin_payroll_month pm where pm.month = to_char(r.shift_date, 'YYYY-MM')) end
       from (select t.id, t.contract_dept_id, t.period_from, i.id as invoice_id from wf_timesheet t
             left join fin_invoice i on i.contract_dept_id = t.contract_dept_id and i.period_from = t.period_from) t
       where r.status in ${billable} and t.contract_dept_id = r.contract_dept_id and t.period_from = date_trunc('week', r.shift_date)::date`,
    ],
  ];
}

/**
 * Runs the chain on the database behind `sqlExec` (one SQL string at a time, e.g. startPostgres's
 * psql), printing each table's rows made and time; returns [{ table, rows, ms }].
 */
export function fillScaleData(sqlExec, sizes = {}, log = console.log) {
  const z = { ...scaleSizes(sizes.scale), ...sizes };
  const count = (table) => Number(sqlExec(`copy (select count(*) from ${table.split(' ')[0]}) to stdout`).trim());
  const steps = [];
  // A fixed seed per statement: each runs in its own session, and reruns give the same data.
  for (const [i, [table, sqlText]] of chainSql(z).entries()) {
    const before = table.includes('(') ? 0 : count(table);
    const t0 = performance.now();
    sqlExec(`select setseed(${((i + 1) * 0.037).toFixed(3)}); ${sqlText}`);
    const ms = performance.now() - t0;
    const rows = table.includes('(') ? null : count(table) - before;
    steps.push({ table, rows, ms });
    log(
      `${table.padEnd(28)} ${rows === null ? '(update)'.padStart(10) : String(rows).padStart(10)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s`,
    );
  }
  const t0 = performance.now();
  sqlExec('analyze');
  steps.push({ table: 'analyze', rows: null, ms: performance.now() - t0 });
  log(`${'analyze'.padEnd(28)} ${''.padStart(10)}       ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  return steps;
}
