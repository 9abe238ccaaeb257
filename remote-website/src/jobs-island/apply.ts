/**
 * The apply form of the server-rendered job page (backend/src/modules/website/apply-form.ts),
 * made to work: loads the captcha, shows the residency's extra fields, posts the form as JSON to
 * the public apply API and shows its answer: the field errors next to their fields, the kind
 * message on success (and the form cleared). Its own tiny bundle (rspack.config.mjs): plain DOM,
 * no React or antd, so a phone downloads a few KB. Its words come from the page (en / zh-CN are
 * the server's), in the #apply-texts JSON block.
 */

interface Texts {
  sending: string;
  submit: string;
  failed: string;
  tooMany: string;
  fixFields: string;
  required: string;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
type FieldErrors = { errors?: { field: string; message: string }[] };
type Captcha = { captchaEnabled: boolean; key: string; img: string };

/** Fields sent as they are typed (text, date, select); the dates of another residency go as null. */
const TEXT_FIELDS = ['name', 'phone', 'nric', 'dateOfBirth', 'nationality', 'residency', 'email'] as const;
const WHEN_FIELDS = ['prStartDate', 'passType', 'passExpiry'] as const;

export function enhance(form: HTMLFormElement, texts: Texts, doc: Document = document): void {
  const status = doc.getElementById('apply-status') as HTMLElement;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]') as HTMLButtonElement;
  const captchaBox = form.querySelector<HTMLElement>('[data-field=captchaCode]');
  const captchaImg = doc.getElementById('captcha-img') as HTMLImageElement | null;
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  let captchaKey = '';

  /** Shows the fields of the chosen residency only (PR since; the pass and its expiry). */
  const showResidencyFields = () => {
    const residency = control('residency')?.value ?? '';
    for (const box of form.querySelectorAll<HTMLElement>('[data-when]')) {
      const shown = box.dataset.when === residency;
      box.hidden = !shown;
      for (const el of box.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
        el.disabled = !shown;
    }
  };

  const loadCaptcha = async () => {
    try {
      const res = await fetch(form.dataset.captcha as string, { headers: { accept: 'application/json' } });
      const body = (await res.json()) as Envelope<Captcha>;
      if (!body.data?.captchaEnabled) return;
      captchaKey = body.data.key;
      if (captchaImg) captchaImg.src = body.data.img;
      if (captchaBox) captchaBox.hidden = false;
      const code = control('captchaCode');
      if (code) code.value = '';
    } catch {
      // The server answers the submit with the captcha's own message.
    }
  };

  const setError = (name: string, message: string) => {
    const out = doc.getElementById(`f-${name}-error`);
    if (!out) return false;
    out.textContent = message;
    const inputs = name === 'gender' ? form.querySelectorAll('input[name=gender]') : [control(name)];
    for (const el of inputs) el?.setAttribute('aria-invalid', message ? 'true' : 'false');
    return true;
  };

  const clearErrors = () => {
    for (const out of form.querySelectorAll<HTMLElement>('.error')) out.textContent = '';
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  };

  const say = (message: string, ok: boolean) => {
    status.textContent = message;
    status.className = `status ${ok ? 'ok' : 'bad'}`;
  };

  const focusFirstError = () => {
    const first = form.querySelector<HTMLElement>('[aria-invalid=true]');
    first?.focus();
  };

  /** What the browser can tell before asking: the required fields left empty. */
  const missing = (): string[] => {
    const names: string[] = [];
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[required]')) {
      if (el.disabled || (el as HTMLElement).closest('[hidden]')) continue;
      const empty =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? false : !el.value.trim();
      if (empty && !names.includes(el.name)) names.push(el.name);
    }
    if (!form.querySelector('input[name=gender]:checked')) names.push('gender');
    if (!(control('consent') as HTMLInputElement | null)?.checked) names.push('consent');
    if (captchaKey && !control('captchaCode')?.value.trim()) names.push('captchaCode');
    return names;
  };

  const bodyOf = () => {
    const value = (name: string) => (control(name)?.value ?? '').trim();
    const body: Record<string, unknown> = {};
    for (const name of TEXT_FIELDS) body[name] = value(name);
    body.nric = value('nric').toUpperCase();
    // As the server stores it (shared/src/rules/phone.ts): a bare 8-digit local number gets +65.
    const phone = value('phone').replace(/[\s-]/g, '');
    body.phone = /^\d{8}$/.test(phone) ? `+65${phone}` : phone;
    if (!body.email) delete body.email;
    for (const name of WHEN_FIELDS) body[name] = control(name)?.disabled ? null : value(name) || null;
    body.gender = (form.querySelector('input[name=gender]:checked') as HTMLInputElement | null)?.value ?? '';
    body.consent = (control('consent') as HTMLInputElement | null)?.checked === true;
    body.jobCode = value('jobCode');
    body.lang = form.dataset.lang;
    if (captchaKey) {
      body.captchaKey = captchaKey;
      body.captchaCode = value('captchaCode');
    }
    return body;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (button.disabled) return;
    clearErrors();
    const empty = missing();
    if (empty.length) {
      for (const name of empty) setError(name, texts.required);
      say(texts.fixFields, false);
      focusFirstError();
      return;
    }
    button.disabled = true;
    button.textContent = texts.sending;
    form.setAttribute('aria-busy', 'true');
    // Neither good nor bad while the answer is on its way.
    status.textContent = '';
    status.className = 'status';
    try {
      const res = await fetch(form.dataset.endpoint as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(bodyOf()),
      });
      const answer = (await res.json().catch(() => null)) as Envelope<FieldErrors> | null;
      if (res.ok && answer?.code === 0) {
        form.reset();
        showResidencyFields();
        say(answer.message, true);
        await loadCaptcha();
        return;
      }
      if (res.status === 429) {
        say(texts.tooMany, false);
        return;
      }
      let marked = false;
      for (const e of answer?.data?.errors ?? [])
        marked = setError(e.field.replace(/^body\./, ''), e.message) || marked;
      say(marked ? texts.fixFields : answer?.message || texts.failed, false);
      if (marked) focusFirstError();
      // A captcha is good for one try.
      await loadCaptcha();
    } catch {
      say(texts.failed, false);
    } finally {
      button.disabled = false;
      button.textContent = texts.submit;
      form.removeAttribute('aria-busy');
    }
  };

  control('residency')?.addEventListener('change', showResidencyFields);
  doc.getElementById('captcha-refresh')?.addEventListener('click', () => void loadCaptcha());
  form.addEventListener('submit', (e) => void submit(e));
  showResidencyFields();
  void loadCaptcha();
  button.disabled = false;
}

const form = document.getElementById('apply-form');
const textBlock = document.getElementById('apply-texts');
if (form instanceof HTMLFormElement && textBlock) enhance(form, JSON.parse(textBlock.textContent ?? '{}') as Texts);
