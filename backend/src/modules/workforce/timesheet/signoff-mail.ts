/**
 * The message that carries a sign-off link to the client: English, then Simplified Chinese, as
 * plain text and as simple HTML. Every value passes the HTML escape — client, department and
 * worker names are typed by staff and must not become markup in the client's mailbox.
 */
import type { TimesheetChanges, TimesheetDetail, TimesheetRowChange } from '@shiftdesk/shared/api';

export interface SignoffMailInput {
  sheet: Pick<TimesheetDetail, 'number' | 'clientName' | 'deptName' | 'period' | 'recordCount' | 'billMinutes'>;
  link: string;
  deadline: Date;
  reminder: boolean;
  changes: TimesheetChanges | null;
  brand: string;
  /** Why the PDF is missing, when it is */
  pdfMissing: boolean;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const hours = (minutes: number | null | undefined) => ((minutes ?? 0) / 60).toFixed(2);

/** A Singapore wall-clock time, the same whatever the server's zone. */
function sgTime(d: Date): string {
  const f = new Intl.DateTimeFormat('en-SG', {
    timeZone: 'Asia/Singapore',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${f.format(d)} (SGT)`;
}

function changeLine(c: TimesheetRowChange, lang: 'en' | 'zh'): string {
  const who = `${c.shiftDate} ${c.workerName}`;
  if (!c.before)
    return lang === 'en'
      ? `+ ${who}: added, ${hours(c.after?.billMinutes)} h`
      : `+ ${who}：新增，${hours(c.after?.billMinutes)} 小时`;
  if (!c.after) return lang === 'en' ? `- ${who}: removed` : `- ${who}：移除`;
  return lang === 'en'
    ? `* ${who}: ${hours(c.before.billMinutes)} h → ${hours(c.after.billMinutes)} h`
    : `* ${who}：${hours(c.before.billMinutes)} 小时 → ${hours(c.after.billMinutes)} 小时`;
}

function changeLines(changes: TimesheetChanges | null, lang: 'en' | 'zh'): string[] {
  if (!changes) return [];
  const all = [...changes.changed, ...changes.added, ...changes.removed];
  if (!all.length) return [];
  const title = lang === 'en' ? 'Changes since the last version:' : '自上一版本以来的变更：';
  return [title, ...all.slice(0, 50).map((c) => changeLine(c, lang))];
}

export function composeSignoffMail(m: SignoffMailInput): ComposedMail {
  const s = m.sheet;
  const deadline = sgTime(m.deadline);
  const subject = `${m.reminder ? 'Reminder: ' : ''}Timesheet ${s.number} for approval / 工时表待审批 — ${s.clientName}`;
  const en = [
    m.reminder
      ? `This is a reminder: timesheet ${s.number} is still waiting for your approval.`
      : `Please review timesheet ${s.number}.`,
    `Client: ${s.clientName}`,
    `Department: ${s.deptName}`,
    `Period: ${s.period}`,
    `Records: ${s.recordCount}, billed hours: ${hours(s.billMinutes)}`,
    `Approve it or tell us what is wrong (per row if you like) before ${deadline}; after that it is approved automatically.`,
    m.pdfMissing
      ? 'The PDF could not be attached this time: the link shows the same rows.'
      : 'The timesheet is attached as a PDF.',
    ...changeLines(m.changes, 'en'),
  ];
  const zh = [
    m.reminder ? `提醒：工时表 ${s.number} 仍在等待您的审批。` : `请审阅工时表 ${s.number}。`,
    `客户：${s.clientName}`,
    `部门：${s.deptName}`,
    `期间：${s.period}`,
    `记录：${s.recordCount} 条，计费工时：${hours(s.billMinutes)}`,
    `请在 ${deadline} 前批准，或指出问题（可逐行说明）；逾期将自动批准。`,
    m.pdfMissing ? '本次未能附上 PDF：链接中显示相同的内容。' : '工时表 PDF 已附上。',
    ...changeLines(m.changes, 'zh'),
  ];
  const single = 'The link works once and only for this version. / 此链接仅可使用一次，且仅适用于此版本。';
  const text = [...en, '', ...zh, '', `${m.link}`, single, '', `— ${m.brand}`].join('\n');
  const para = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const href = escapeHtml(m.link);
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    para(en),
    '<hr>',
    para(zh),
    `<p><a href="${href}">Review and sign / 审阅并签署</a></p>`,
    `<p style="color:#666">${escapeHtml(single)}<br>${href}</p>`,
    `<p>— ${escapeHtml(m.brand)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
