/**
 * The apply script on a page shaped like the server's (backend/src/modules/website/apply-form.ts):
 * it enables the button, posts JSON, puts the API's field errors next to their fields and shows
 * the success message with the form cleared.
 */
import { enhance } from './apply';

const TEXTS = {
  sending: 'Sending…',
  submit: 'Send application',
  failed: 'Could not send.',
  tooMany: 'Too many attempts.',
  fixFields: 'Please correct the marked fields.',
  required: 'Please fill this in.',
};

const field = (name: string, control: string, when = '') =>
  `<div class="field" data-field="${name}"${when ? ` data-when="${when}" hidden` : ''}><label for="f-${name}">${name}</label>${control}<p class="error" id="f-${name}-error"></p></div>`;

function mount() {
  document.body.innerHTML = `<form id="apply-form" data-endpoint="/apply" data-captcha="/captcha" data-lang="en">
<input type="hidden" name="jobCode" value="J-1">
${field('name', '<input id="f-name" name="name" required>')}
${field('phone', '<input id="f-phone" name="phone" required>')}
${field('nric', '<input id="f-nric" name="nric" required>')}
${field('dateOfBirth', '<input id="f-dateOfBirth" name="dateOfBirth" type="date" required>')}
<div data-field="gender"><input type="radio" name="gender" value="male"><input type="radio" name="gender" value="female"><p class="error" id="f-gender-error"></p></div>
${field('nationality', '<input id="f-nationality" name="nationality" required>')}
${field('residency', '<select id="f-residency" name="residency"><option value="citizen">c</option><option value="pr">pr</option></select>')}
${field('prStartDate', '<input id="f-prStartDate" name="prStartDate" type="date" required>', 'pr')}
${field('email', '<input id="f-email" name="email">')}
<div data-field="consent"><input id="f-consent" name="consent" type="checkbox"><p class="error" id="f-consent-error"></p></div>
<button type="submit" disabled>Send application</button>
<p id="apply-status" role="status"></p></form>`;
  return document.getElementById('apply-form') as HTMLFormElement;
}

const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const flush = () => new Promise((r) => setTimeout(r, 0));

function fill(form: HTMLFormElement, nric = 'S1234567D') {
  const set = (name: string, value: string) => {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  };
  set('name', 'Tan Mei Ling');
  set('phone', '9123 4567');
  set('nric', nric.toLowerCase());
  set('dateOfBirth', '1995-04-01');
  set('nationality', 'Singaporean');
  (form.querySelector('input[value=female]') as HTMLInputElement).checked = true;
  (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async (url: string) =>
    url === '/captcha'
      ? json(200, { code: 0, message: '', data: { captchaEnabled: false, key: '', img: '' } })
      : json(500, {}),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

test('posts the form as JSON and shows the kind message, the form cleared', async () => {
  const form = mount();
  enhance(form, TEXTS);
  const button = form.querySelector('button') as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  fill(form);
  fetchMock.mockImplementationOnce(async () =>
    json(200, { code: 0, message: 'Thank you, we will call you.', data: { result: 'received' } }),
  );
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  expect(button.disabled).toBe(true);
  expect(button.textContent).toBe('Sending…');
  await flush();
  await flush();
  const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/apply') as [string, RequestInit];
  expect(url).toBe('/apply');
  expect(JSON.parse(init.body as string)).toEqual({
    name: 'Tan Mei Ling',
    phone: '+6591234567',
    nric: 'S1234567D',
    dateOfBirth: '1995-04-01',
    gender: 'female',
    nationality: 'Singaporean',
    residency: 'citizen',
    prStartDate: null,
    passType: null,
    passExpiry: null,
    consent: true,
    jobCode: 'J-1',
    lang: 'en',
  });
  expect(document.getElementById('apply-status')?.textContent).toBe('Thank you, we will call you.');
  expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('');
  expect(button.disabled).toBe(false);
});

test("the API's field errors go next to their fields", async () => {
  const form = mount();
  enhance(form, TEXTS);
  fill(form, 'S1234567A');
  fetchMock.mockImplementationOnce(async () =>
    json(400, {
      code: 400,
      message: 'Invalid',
      data: { errors: [{ field: 'body.nric', message: 'Not a valid NRIC' }] },
    }),
  );
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await flush();
  await flush();
  expect(document.getElementById('f-nric-error')?.textContent).toBe('Not a valid NRIC');
  expect(document.getElementById('f-nric')?.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('apply-status')?.textContent).toBe(TEXTS.fixFields);
});

test('empty required fields are marked before asking; PR since shows for a PR only', async () => {
  const form = mount();
  enhance(form, TEXTS);
  const pr = form.querySelector('[data-when=pr]') as HTMLElement;
  expect(pr.hidden).toBe(true);
  const residency = form.elements.namedItem('residency') as HTMLSelectElement;
  residency.value = 'pr';
  residency.dispatchEvent(new Event('change'));
  expect(pr.hidden).toBe(false);
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await flush();
  for (const name of ['name', 'phone', 'nric', 'prStartDate', 'gender', 'consent'])
    expect(document.getElementById(`f-${name}-error`)?.textContent).toBe(TEXTS.required);
  expect(fetchMock.mock.calls.some(([u]) => u === '/apply')).toBe(false);
});

test('429 says to wait', async () => {
  const form = mount();
  enhance(form, TEXTS);
  fill(form);
  fetchMock.mockImplementationOnce(async () => json(429, { code: 429, message: 'Too many', data: null }));
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await flush();
  await flush();
  expect(document.getElementById('apply-status')?.textContent).toBe(TEXTS.tooMany);
});
