/**
 * SMS templates and the SMS log in a real browser over the real backend (issue 33): a template's
 * text edited with the preview following the typing, a placeholder the event does not offer
 * refused by the server naming it, a test SMS sent to a number, and that SMS in the log with the
 * recipient masked once the queue sent it. Screenshots of both pages (en / zh-cn, light / dark,
 * a phone).
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch } from '../support/browser';
import * as crud from '../support/crud';
import { adminToken, callData as call, openAs, settledTable, VARIANTS } from '../support/screens';

jest.setTimeout(600_000);

const shots = 'artifacts/screens';
const run = String(Date.now()).slice(-5);
let browser: Browser;
let token: string;
const api = <T = unknown>(method: string, url: string, body?: unknown) => call<T>(token, method, url, body);
const DESKTOP_EN = VARIANTS[0];
// A number of this run, so the log row found is the one this test sent.
const phone = `+659${run.padStart(7, '0')}`;
let templateId = 0;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  token = await adminToken();
  // The first start's templates include "Application received" in English; made here if not.
  const { list } = await api<{ list: { id: number }[] }>(
    'GET',
    '/workforce/smsTemplate/list?code=APPLICANT_RECEIVED&lang=en',
  );
  templateId =
    list[0]?.id ??
    (
      await api<{ id: number }>('POST', '/workforce/smsTemplate/add', {
        code: 'APPLICANT_RECEIVED',
        lang: 'en',
        body: 'Hi {{name}}, thank you for applying to {{brand}}.',
      })
    ).id;
  await api('PUT', '/workforce/smsTemplate/edit', {
    id: templateId,
    code: 'APPLICANT_RECEIVED',
    lang: 'en',
    body: 'Hi {{name}}, thank you for applying to {{brand}}.',
    status: 'active',
  });
});
afterAll(async () => {
  await browser?.close();
});

test('a template edited with its preview; an unknown placeholder refused by name; a test SMS lands in the log, masked', async () => {
  const { context, page, errors } = await open();
  try {
    await page.goto('/admin/jobs/smsTemplate?code=APPLICANT_RECEIVED&lang=en');
    await settledTable(page);
    const row = crud.row(page, 'Application received');
    await row.getByRole('button', { name: /Edit/ }).click();
    const dialog = crud.dialog(page);
    await dialog.getByTestId('sms-preview-text').waitFor();
    const body = crud.formItem(page, 'Text').locator('textarea');
    await body.fill(`Hi {{name}}, we got your application for {{jobTitle}} ${run}. Shift {{shiftDate}}`);
    // The preview reads the sample data, and names what the event does not offer.
    await dialog
      .getByTestId('sms-preview-text')
      .getByText(`Hi Tan Mei Ling, we got your application for Banquet server ${run}.`)
      .waitFor();
    await dialog
      .getByRole('alert')
      .getByText(/\{\{shiftDate\}\}/)
      .waitFor();
    await crud.save(page);
    // The server refuses it too, naming the placeholder on the field.
    await crud.formItem(page, 'Text').locator('.ant-form-item-explain-error', { hasText: 'shiftDate' }).waitFor();

    await body.fill(`Hi {{name}}, we got your application for {{jobTitle}} ${run}.`);
    await dialog.getByRole('alert').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${shots}/sms-template-edit-light-en.png`, fullPage: true });
    await crud.save(page);
    await dialog.waitFor({ state: 'hidden' });
    await crud.row(page, `${run}.`).waitFor();

    // A test SMS to this run's number.
    await crud
      .row(page, 'Application received')
      .getByRole('button', { name: /Send test/ })
      .click();
    await crud.formItem(page, 'Phone number').locator('input').fill(phone);
    await crud.dialog(page).getByRole('button', { name: 'Send' }).click();
    await crud.dialog(page).waitFor({ state: 'hidden' });

    // The log: what for, to whom (masked), the text, sent by the queue.
    await page.goto('/admin/jobs/smsLog?code=APPLICANT_RECEIVED');
    const masked = `+65****${phone.slice(-4)}`;
    await settledTable(page);
    const logged = crud.row(page, masked);
    for (let i = 0; i < 30 && !(await logged.filter({ hasText: 'Sent' }).count()); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await settledTable(page);
    }
    await logged.filter({ hasText: 'Sent' }).waitFor();
    expect((await logged.textContent()) ?? '').toContain(`we got your application for Banquet server ${run}.`);
    expect((await page.locator('.ant-table-tbody').textContent()) ?? '').not.toContain(phone);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('screenshots: the SMS templates and the SMS log in both languages and themes, and on a phone', async () => {
  for (const v of VARIANTS) {
    const { context, page, errors } = await openAs(browser, v);
    try {
      for (const [path, name] of [
        ['/admin/jobs/smsTemplate', 'sms-templates'],
        ['/admin/jobs/smsLog', 'sms-log'],
      ] as const) {
        await page.goto(path);
        await settledTable(page);
        await page.screenshot({ path: `${shots}/${name}-${v.name}.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

const open = () => openAs(browser, DESKTOP_EN);
