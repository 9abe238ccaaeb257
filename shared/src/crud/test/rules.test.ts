import i18next from 'i18next';
import { fieldErrors, rulesFromSchema } from '../rules';

const t = i18next.t.bind(i18next);

// What TypeBox emits for Object({userName: String, roleIds: Array(Integer, {default: []}), email: Optional(...)}).
const Body = {
  type: 'object',
  required: ['userName', 'roleIds'],
  properties: {
    userName: { type: 'string', maxLength: 64 },
    roleIds: { type: 'array', items: { type: 'integer' }, default: [] },
    email: { type: 'string', format: 'email' },
  },
};

const required = (name: string) =>
  rulesFromSchema(Body, name, t, { label: name }).some((r) => typeof r === 'object' && 'required' in r && r.required);

test('required follows the schema, except for properties the server defaults', () => {
  expect(required('userName')).toBe(true);
  expect(required('roleIds')).toBe(false);
  expect(required('email')).toBe(false);
});

test('maxLength becomes a max rule', () => {
  const rules = rulesFromSchema(Body, 'userName', t, { label: 'Account' });
  expect(rules).toEqual(expect.arrayContaining([expect.objectContaining({ max: 64 })]));
});

// async-validator types a rule with `whitespace` as 'string': a number or an array would then
// always fail "required" (a numeric dict value, a tree-select id). Only text gets `whitespace`.
test('required on a number or a choice does not check the value as a string', () => {
  const Ids = {
    type: 'object',
    required: ['deptId', 'userType', 'age', 'userName'],
    properties: { deptId: { type: 'integer' }, userType: { type: 'integer' }, age: { type: 'integer' }, userName: { type: 'string' } },
  };
  const requiredRule = (name: string, choice?: boolean) =>
    rulesFromSchema(Ids, name, t, { label: name, choice }).find((r) => typeof r === 'object' && 'required' in r) as object;
  expect(requiredRule('deptId', true)).not.toHaveProperty('whitespace');
  expect(requiredRule('userType', true)).not.toHaveProperty('whitespace');
  expect(requiredRule('age')).not.toHaveProperty('whitespace');
  expect(requiredRule('userName')).toHaveProperty('whitespace', true);
});

test('a required list without minItems may be empty (it must be sent, [] means none); with minItems it is required', () => {
  const Lists = {
    type: 'object',
    required: ['postIds', 'roleIds'],
    properties: {
      postIds: { type: 'array', items: { type: 'integer' } },
      roleIds: { type: 'array', items: { type: 'integer' }, minItems: 1 },
    },
  };
  const req = (name: string) =>
    rulesFromSchema(Lists, name, t, { label: name }).some((r) => typeof r === 'object' && 'required' in r && r.required);
  expect(req('postIds')).toBe(false);
  expect(req('roleIds')).toBe(true);
});

test('400 field errors land on the deepest known field, else the top name, else the alert', () => {
  const data = {
    errors: [
      { field: 'body.policy.otPayMultiplier', message: 'too low' },
      { field: 'body.rates.0.payRate', message: 'not a rate' },
      { field: 'body.weekDays.0', message: 'bad day' },
      { field: 'body.other', message: 'elsewhere' },
    ],
  };
  const { fields, rest } = fieldErrors(data, ['policy', 'policy.otPayMultiplier', 'rates', 'rates.0', 'rates.0.payRate', 'weekDays']);
  expect(fields).toEqual([
    { name: ['policy', 'otPayMultiplier'], errors: ['too low'] },
    { name: ['rates', 0, 'payRate'], errors: ['not a rate'] },
    { name: 'weekDays', errors: ['bad day'] },
  ]);
  expect(rest).toEqual(['elsewhere']);
});
