import { UEN_PATTERN } from '../../rules/uen';
import { CLIENT_UEN_PATTERN } from './client';
import { ContractOrderApi } from './contract-order';

test('the client schema checks the same UEN formats as the rules library', () => {
  expect(CLIENT_UEN_PATTERN).toBe(UEN_PATTERN);
});

test('contract order rules are named once', () => {
  expect(ContractOrderApi.rule.activate).toBe('api/v1/finance/contractOrder/activate');
  expect(ContractOrderApi.path.revise).toBe('/contractOrder/revise');
});
