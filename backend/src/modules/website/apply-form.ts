/**
 * The apply form of a job page. Plain markup: every input has its label, hint and error element
 * tied by id, and one live region announces the outcome. Sending needs the apply script
 * (remote-website/src/jobs-island/apply.ts), which posts JSON to the API; until it runs the
 * button stays disabled, so the browser never submits the form itself (personal data would go
 * where no route takes it) and a note says why. The script's words come from this page.
 */
import { GENDERS, PASS_TYPES, PublicJobPaths, RESIDENCIES } from '@shiftdesk/shared/api';
import { esc, jsonForScript } from './escape';
import { type PageContext, WEBSITE_PATH } from './layout';
import { PASS_TYPE_TEXT, RESIDENCY_OPTION, type TextKey } from './texts';

export const APPLY_ENDPOINT = `/backend/api/v1/pub${PublicJobPaths.apply}`;
export const CAPTCHA_ENDPOINT = '/backend/api/v1/pub/captcha/get';

interface FieldOptions {
  name: string;
  label: TextKey;
  hint?: TextKey;
  required?: boolean;
  /** Shown only for this residency (the script shows and hides it) */
  when?: string;
  control: (describedBy: string) => string;
}

function field(ctx: PageContext, f: FieldOptions): string {
  const id = `f-${f.name}`;
  const hint = f.hint ? `<p class="hint" id="${id}-hint">${esc(ctx.t(f.hint))}</p>` : '';
  const describedBy = [f.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  const star = f.required ? ` <span aria-hidden="true">*</span>` : '';
  return `<div class="field" data-field="${f.name}"${f.when ? ` data-when="${f.when}" hidden` : ''}>
<label for="${id}">${esc(ctx.t(f.label))}${star}</label>
${f.control(describedBy)}${hint}
<p class="error" id="${id}-error"></p></div>`;
}

const input =
  (name: string, attrs: string, required = true) =>
  (describedBy: string) =>
    `<input id="f-${name}" name="${name}" ${attrs}${required ? ' required aria-required="true"' : ''} aria-describedby="${describedBy}">`;

const select =
  (name: string, options: [string, string][], required = true) =>
  (describedBy: string) =>
    `<select id="f-${name}" name="${name}"${required ? ' required aria-required="true"' : ''} aria-describedby="${describedBy}">${options
      .map(([v, l]) => `<option value="${esc(v)}">${esc(l)}</option>`)
      .join('')}</select>`;

/** The words the script shows, by the page's language. */
function scriptTexts(ctx: PageContext) {
  const { t } = ctx;
  return {
    sending: t('sending'),
    submit: t('submit'),
    failed: t('failed'),
    tooMany: t('tooMany'),
    fixFields: t('fixFields'),
    required: t('required'),
  };
}

export function applyForm(ctx: PageContext, jobCode: string): string {
  const { t, lang } = ctx;
  const residencies = RESIDENCIES.map((r): [string, string] => [r, RESIDENCY_OPTION[lang][r]]);
  const passes = PASS_TYPES.map((p): [string, string] => [p, PASS_TYPE_TEXT[lang][p]]);
  const genders = GENDERS.map(
    (g) =>
      `<label><input type="radio" name="gender" value="${g}" required aria-describedby="f-gender-error"> ${esc(t(g))}</label>`,
  ).join('');
  const privacy = `<a href="${WEBSITE_PATH}/privacy">${esc(t('privacyNotice'))}</a>`;
  // The consent sentence is ours and its only markup is the link, so it is escaped around it.
  const [before, after] = t('consent').split('{link}');
  return `<section class="card" aria-labelledby="apply-title">
<h2 id="apply-title">${esc(t('applyTitle'))}</h2>
<p class="muted">${esc(t('applyLead'))}</p>
<noscript><p class="status bad">${esc(t('noScript'))}</p></noscript>
<form id="apply-form" method="post" novalidate data-endpoint="${APPLY_ENDPOINT}" data-captcha="${CAPTCHA_ENDPOINT}" data-lang="${lang}">
<input type="hidden" name="jobCode" value="${esc(jobCode)}">
${field(ctx, { name: 'name', label: 'name', required: true, control: input('name', 'type="text" autocomplete="name" maxlength="100"') })}
${field(ctx, { name: 'phone', label: 'phone', hint: 'phoneHint', required: true, control: input('phone', 'type="tel" autocomplete="tel" inputmode="tel" maxlength="16"') })}
${field(ctx, { name: 'nric', label: 'nric', hint: 'nricHint', required: true, control: input('nric', 'type="text" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="9"') })}
${field(ctx, { name: 'dateOfBirth', label: 'dateOfBirth', required: true, control: input('dateOfBirth', 'type="date" autocomplete="bday"') })}
<div class="field" data-field="gender"><fieldset><legend>${esc(t('gender'))} <span aria-hidden="true">*</span></legend>
<div class="radios">${genders}</div></fieldset><p class="error" id="f-gender-error"></p></div>
${field(ctx, { name: 'nationality', label: 'nationality', required: true, control: input('nationality', 'type="text" maxlength="60"') })}
${field(ctx, { name: 'residency', label: 'residency', required: true, control: select('residency', residencies) })}
${field(ctx, { name: 'prStartDate', label: 'prStartDate', required: true, when: 'pr', control: input('prStartDate', 'type="date"') })}
${field(ctx, { name: 'passType', label: 'passType', required: true, when: 'foreigner', control: select('passType', passes) })}
${field(ctx, { name: 'passExpiry', label: 'passExpiry', required: true, when: 'foreigner', control: input('passExpiry', 'type="date"') })}
${field(ctx, { name: 'email', label: 'email', control: input('email', 'type="email" autocomplete="email" maxlength="100"', false) })}
<div class="field" data-field="consent"><label class="check"><input id="f-consent" name="consent" type="checkbox" required aria-required="true" aria-describedby="f-consent-error"> <span>${esc(before)}${privacy}${esc(after ?? '')}</span></label>
<p class="error" id="f-consent-error"></p></div>
<div class="field" data-field="captchaCode" hidden>
<label for="f-captchaCode">${esc(t('captcha'))} <span aria-hidden="true">*</span></label>
<div class="captcha"><img id="captcha-img" alt="${esc(t('captchaAlt'))}" width="120" height="40">
<input id="f-captchaCode" name="captchaCode" type="text" autocomplete="off" maxlength="16" aria-describedby="f-captchaCode-error">
<button class="button secondary" type="button" id="captcha-refresh">${esc(t('captchaRefresh'))}</button></div>
<p class="error" id="f-captchaCode-error"></p></div>
<div class="actions"><button class="button" type="submit" disabled>${esc(t('submit'))}</button></div>
<p id="apply-status" class="status" role="status" aria-live="polite"></p>
</form>
<script type="application/json" id="apply-texts">${jsonForScript(scriptTexts(ctx))}</script>
</section>`;
}
