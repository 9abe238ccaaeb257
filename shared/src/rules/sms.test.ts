/** @jest-environment node */
import fc from 'fast-check';
import {
  maskPhone,
  placeholders,
  renderSms,
  SMS_CODES,
  SMS_SAMPLE_VARS,
  SMS_VARIABLES,
  smsLang,
  unknownPlaceholders,
} from './sms';

describe('placeholders', () => {
  it('finds each name once, in order, whatever the spaces inside the braces', () => {
    expect(placeholders('Hi {{name}}, {{ jobTitle }} on {{  shiftDate\t}}; bye {{name}}')).toEqual([
      'name',
      'jobTitle',
      'shiftDate',
    ]);
  });

  it('ignores what is not a placeholder', () => {
    expect(placeholders('{name} {{ }} {{1abc}} {{a b}} {{ name')).toEqual([]);
    expect(placeholders('')).toEqual([]);
  });
});

describe('unknownPlaceholders', () => {
  it('names the variables the code does not offer', () => {
    expect(unknownPlaceholders('SHIFT_REMINDER_24H', 'Hi {{name}}, {{ amount }} {{foo}} {{site}}')).toEqual([
      'amount',
      'foo',
    ]);
    expect(unknownPlaceholders('WITHDRAWAL_PAID', 'Paid {{ amount }} to {{name}}')).toEqual([]);
  });

  it('is case-sensitive (a variable is spelt one way)', () => {
    expect(unknownPlaceholders('APPLICANT_RECEIVED', '{{Name}}')).toEqual(['Name']);
  });

  it('every code has variables, and a sample value for each', () => {
    for (const code of SMS_CODES) {
      expect(SMS_VARIABLES[code].length).toBeGreaterThan(0);
      for (const v of SMS_VARIABLES[code]) expect(SMS_SAMPLE_VARS[v]).toBeTruthy();
    }
  });
});

describe('renderSms', () => {
  it('fills the placeholders', () => {
    expect(
      renderSms('Hi {{ name }}, {{jobTitle}} at {{startTime}}', {
        name: 'Ali',
        jobTitle: 'Server',
        startTime: '08:00',
      }),
    ).toBe('Hi Ali, Server at 08:00');
  });

  it('renders a missing or empty variable as nothing, never "undefined" or "null"', () => {
    expect(renderSms('[{{name}}][{{site}}][{{amount}}]', { site: null as unknown as string })).toBe('[][][]');
  });

  it('does not render a value a second time, nor read inherited properties', () => {
    expect(renderSms('{{name}}', { name: '{{site}}', site: 'x' })).toBe('{{site}}');
    expect(renderSms('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('leaves no placeholder in a body of known variables (property)', () => {
    const code = fc.constantFrom(...SMS_CODES);
    const text = fc.string({ maxLength: 20 }).map((s) => s.replace(/[{}]/g, ''));
    fc.assert(
      fc.property(
        code.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.array(fc.tuple(text, fc.constantFrom(...SMS_VARIABLES[c]), fc.constantFrom('', ' ', '  ', '\t')), {
              maxLength: 8,
            }),
            fc.dictionary(fc.constantFrom(...SMS_VARIABLES[c]), text),
          ),
        ),
        ([c, parts, vars]) => {
          const body = parts.map(([t, v, sp]) => `${t}{{${sp}${v}${sp}}}`).join('');
          expect(unknownPlaceholders(c, body)).toEqual([]);
          const out = renderSms(body, vars);
          expect(out).not.toContain('{{');
        },
      ),
    );
  });
});

describe('maskPhone', () => {
  it.each([
    ['+6591234567', '+65****4567'],
    ['+65 9123 4567', '+65****4567'],
    ['91234567', '****4567'],
    ['123', '***'],
  ])('%s → %s', (raw, masked) => {
    expect(maskPhone(raw)).toBe(masked);
  });
});

describe('smsLang', () => {
  it('takes the server and the form spelling of Chinese, English otherwise', () => {
    expect(smsLang('zh-cn')).toBe('zh-CN');
    expect(smsLang('zh-CN')).toBe('zh-CN');
    expect(smsLang('en')).toBe('en');
    expect(smsLang(undefined)).toBe('en');
  });
});
