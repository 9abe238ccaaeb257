/**
 * Issue 27 (WCAG 2.1 AA, done-means 2): the whole round by keyboard alone — sign in, Workforce →
 * Workers from the side menu, search, open a worker by its name link, Edit, change the phone,
 * save and see it, then lock the screen from the user menu and unlock it. No pointer event at
 * all: only page.keyboard. Each step says where focus is (the focused element's name) and that
 * the focus shows (a ring from :focus-visible that the element does not have at rest).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { nricCheckLetter } from '../../shared/src/rules/nric';
import { launch, newContext, trackErrors } from '../support/browser';
import { adminToken, callData } from '../support/screens';
import { ADMIN_PASSWORD } from '../support/server';

jest.setTimeout(240_000);

const run = String(Date.now()).slice(-5);
const worker = {
  name: `Keyboard Koh ${run}`,
  nric: `S3${run}1${nricCheckLetter('S', `3${run}1`)}`,
  phone: `+6561${run}3`,
};
/** What the test types into the phone field, and what the server stores for it. */
const newPhone = { typed: `9${run.slice(0, 3)} ${run.slice(3)}47`, stored: `+659${run}47` };

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  await callData(token, 'POST', '/workforce/worker/add', {
    name: worker.name,
    nric: worker.nric,
    dateOfBirth: '1991-04-12',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    engagementType: 'contractor',
    phone: worker.phone,
    email: '',
  });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

/** The focused element as assistive technology and the test see it. */
interface Focus {
  tag: string;
  role: string;
  /** Accessible name, close enough: aria-label(ledby), the label, placeholder, title, text. */
  name: string;
  testId: string;
  /** data-testid of the enclosing elements, innermost first. */
  within: string[];
}

function focusNow(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', testId: '', within: [] };
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => text(document.getElementById(id)))
      .join(' ');
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ||
      labelledBy ||
      (labels?.length ? text(labels[0]) : '') ||
      el.getAttribute('placeholder') ||
      el.getAttribute('title') ||
      text(el).slice(0, 80);
    const within: string[] = [];
    for (let a = el.parentElement?.closest('[data-testid]'); a; a = a.parentElement?.closest('[data-testid]')) {
      within.push(a.getAttribute('data-testid') ?? '');
    }
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      name,
      testId: el.getAttribute('data-testid') ?? '',
      within,
    };
  });
}

const show = (f: Focus) =>
  `<${f.tag}${f.role ? ` role=${f.role}` : ''}${f.testId ? ` ${f.testId}` : ''}> "${f.name}"` +
  (f.within.length ? ` in ${f.within.join(' < ')}` : '');

/**
 * Presses `key` (Tab unless told) until the focused element matches, at most `max` times; fails
 * naming every stop it passed through.
 */
async function tabTo(page: Page, wanted: (f: Focus) => boolean, max = 60, key = 'Tab'): Promise<Focus> {
  const passed: string[] = [];
  let before = show(await focusNow(page));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    // Some widgets move the focus a frame after the key (antd's menus): read it once it moved,
    // or after a moment when the key leaves it where it was.
    let f = await focusNow(page);
    for (let n = 0; n < 10 && show(f) === before; n++) {
      await page.waitForTimeout(50); // polling the focus, not a fixed wait for the page
      f = await focusNow(page);
    }
    if (wanted(f)) return f;
    before = show(f);
    passed.push(before);
  }
  throw new Error(`${key} × ${max} did not reach the element; focus passed through:\n  ${passed.join('\n  ')}`);
}

const named = (name: string | RegExp) => (f: Focus) => (typeof name === 'string' ? f.name === name : name.test(f.name));

/** Waits until the focused element matches (focus moved by the page, e.g. after a navigation). */
async function focusLands(page: Page, wanted: (f: Focus) => boolean, what: string): Promise<Focus> {
  const deadline = Date.now() + 15_000;
  let f = await focusNow(page);
  while (!wanted(f)) {
    if (Date.now() > deadline) throw new Error(`focus did not land on ${what}; it is on ${show(f)}`);
    await page.waitForTimeout(100); // polling the focus, not a fixed wait for the page
    f = await focusNow(page);
  }
  return f;
}

/**
 * The focused element shows it is focused: it (or the control box around it, e.g. an input's
 * affix wrapper) has an outline or shadow that the same element does not have at rest. The
 * resting look is read off an unfocused copy placed beside it for the moment of the check.
 */
async function expectFocusRing(page: Page) {
  const ring = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'nothing is focused';
      if (!el.matches(':focus-visible')) return 'the focus is not :focus-visible';
      const visibleColour = (c: string) => {
        const alpha = c.match(/rgba\([^)]*,\s*([\d.]+)\)/);
        return c !== 'transparent' && (!alpha || Number(alpha[1]) > 0);
      };
      const look = (e: Element) => {
        const s = getComputedStyle(e);
        const outline =
          s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0 && visibleColour(s.outlineColor)
            ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
            : '';
        const layers = s.boxShadow === 'none' ? [] : (s.boxShadow.match(/rgba?\([^)]*\)/g) ?? []);
        const shadow = layers.some(visibleColour) ? s.boxShadow : '';
        return { outline, shadow };
      };
      const box = el.getBoundingClientRect();
      const candidates: Element[] = [el];
      for (let a = el.parentElement, i = 0; a && i < 3; a = a.parentElement, i++) {
        const r = a.getBoundingClientRect();
        if (r.width <= box.width + 80 && r.height <= box.height + 24) candidates.push(a);
      }
      for (const c of candidates) {
        const focused = look(c);
        if (!focused.outline && !focused.shadow) continue;
        const copy = c.cloneNode(true) as HTMLElement;
        copy.removeAttribute('id');
        copy.setAttribute('aria-hidden', 'true');
        c.after(copy);
        const rest = look(copy);
        copy.remove();
        if ((focused.outline && focused.outline !== rest.outline) || (focused.shadow && focused.shadow !== rest.shadow))
          return '';
      }
      return `no focus ring on <${el.tagName.toLowerCase()} class="${el.className}">`;
    });
  // A ring may fade in (a box-shadow transition): wait for it, briefly.
  const deadline = Date.now() + 3000;
  let missing = await ring();
  while (missing && Date.now() < deadline) {
    await page.waitForTimeout(100);
    missing = await ring();
  }
  if (missing) throw new Error(`${missing} (focus on ${show(await focusNow(page))})`);
}

/** Tab to the element, check its focus shows. */
async function reach(page: Page, wanted: (f: Focus) => boolean, max?: number) {
  const f = await tabTo(page, wanted, max);
  await expectFocusRing(page);
  return f;
}

test('sign in, open a worker from the list, edit and save, lock and unlock: keyboard only', async () => {
  context = await newContext(browser);
  const page = await context.newPage();
  const errors = trackErrors(page);
  let pointer = 0;
  await page.exposeFunction('__pointerUsed', () => {
    pointer += 1;
  });
  // Any pointer event that reaches the page fails the test at the end: the round is keyboard-only.
  await page.addInitScript(() => {
    for (const type of ['pointerdown', 'mousedown', 'mousemove', 'wheel', 'touchstart'])
      window.addEventListener(
        type,
        (e) => e.isTrusted && (window as unknown as { __pointerUsed(): void }).__pointerUsed(),
        true,
      );
  });

  // --- Sign in: the username has the focus; Tab to the password, Tab to Sign in, Enter.
  const captcha = page.waitForResponse((r) => r.url().includes('/pub/captcha/get'));
  await page.goto('/admin/login');
  await captcha;
  await focusLands(page, named('Username'), 'the username');
  await expectFocusRing(page);
  await page.keyboard.type('admin');
  await reach(page, named('Password'));
  await page.keyboard.type(ADMIN_PASSWORD);
  await reach(page, (f) => f.tag === 'button' && /^Sign ?in$/.test(f.name));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/home/);
  await page.getByTestId('side-menu').waitFor();

  // --- Workforce → Workers in the side menu: Tab into it, arrows to Workforce, Enter opens it.
  await reach(page, (f) => f.within.includes('side-menu') || f.testId === 'side-menu');
  await tabTo(page, (f) => f.name.startsWith('Workforce'), 20, 'ArrowDown');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await tabTo(page, named('Workers'), 10, 'ArrowDown');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/workforce\/worker(\?|$)/);
  await page.locator('.ant-table-row').first().waitFor();

  // --- Search by name: Tab to the search form's Name, type, Enter.
  await reach(page, (f) => named('Name')(f) && f.tag === 'input');
  await page.keyboard.type(worker.name);
  await page.keyboard.press('Enter');
  await page.waitForURL(/name=/);
  await page.waitForFunction((n) => {
    const rows = document.querySelectorAll('.ant-table-row');
    return rows.length === 1 && rows[0].textContent?.includes(n);
  }, worker.name);

  // --- The name is a link: Tab to it, Enter opens the manage page.
  await reach(page, (f) => f.tag === 'a' && f.name.includes(worker.name));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/workforce\/worker\/manage\/\d+$/);
  // Visible only: the list page stays mounted, hidden, with the same phone in its row.
  await page.getByText(worker.phone).filter({ visible: true }).first().waitFor();

  // --- Edit: the manage page's Edit button, then the form page.
  await reach(page, (f) => f.tag === 'button' && /^Edit$/.test(f.name));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/workforce\/worker\/edit\/\d+$/);
  // :visible — the list page (its search form holds the same name) stays mounted, hidden.
  await page.locator(`input[value="${worker.name}"]:visible`).waitFor();
  await reach(page, (f) => f.tag === 'input' && named('Phone')(f), 80);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newPhone.typed);
  await reach(page, (f) => f.tag === 'button' && /^Save$/.test(f.name), 80);
  await page.keyboard.press('Enter');
  // Saved: back on the manage page, which shows the new phone.
  await page.waitForURL(/\/admin\/workforce\/worker\/manage\/\d+$/);
  await page.getByText(newPhone.stored).first().waitFor();

  // --- Lock from the user menu: Enter opens it, Tab goes into it, arrows to Lock screen, Enter.
  await reach(page, (f) => f.testId === 'user-menu', 80);
  await page.keyboard.press('Enter');
  await tabTo(page, (f) => f.role === 'menu' || f.role === 'menuitem', 1);
  await tabTo(page, named('Lock screen'), 8, 'ArrowDown');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await page.getByTestId('lock-screen').waitFor();
  // The lock screen takes the focus, on its one control: the button that slides the cover up.
  await focusLands(page, (f) => f.within.includes('lock-screen') && f.tag === 'button', 'the lock screen');
  await expectFocusRing(page);
  // Tab never leaves the lock screen for the app behind it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const f = await focusNow(page);
    if (f.tag !== 'body' && !f.within.includes('lock-screen') && f.testId !== 'lock-screen')
      throw new Error(`Tab left the lock screen for ${show(f)}`);
  }
  await tabTo(page, (f) => f.within.includes('lock-screen') && f.tag === 'button', 6);
  await page.keyboard.press('Enter');
  // Revealed: the password box has the focus.
  const password = await focusLands(page, (f) => f.tag === 'input' && f.within.includes('lock-screen'), 'the password');
  expect(password.name).toBe('Password');
  await expectFocusRing(page);
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByTestId('lock-screen').waitFor({ state: 'detached' });
  // Unlocked: the focus is back where the lock came from, the user menu's button.
  await focusLands(page, (f) => f.testId === 'user-menu', 'the user menu');
  await expectFocusRing(page);

  expect(pointer).toBe(0);
  expect(errors).toEqual([]);
});
