import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tooling/rspack.mjs';

// The `finance` remote: its manifest, the home widgets and the pages each issue adds.
export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'finance',
  exposes: {
    // The /home widgets (overdue invoices, withdrawals to approve): exposed while the list has one.
    './home/widgets': './src/home/widgets.ts',
    './referenceRate/index': './src/pages/referenceRate/index.tsx',
    './client/index': './src/pages/client/index.tsx',
    './client/detail/index': './src/pages/client/detail/index.tsx',
    './contractDept/index': './src/pages/contractDept/index.tsx',
    './position/index': './src/pages/position/index.tsx',
    './contractOrder/index': './src/pages/contractOrder/index.tsx',
    './contractOrder/detail/index': './src/pages/contractOrder/detail/index.tsx',
    './invoice/index': './src/pages/invoice/index.tsx',
    './invoice/detail/index': './src/pages/invoice/detail/index.tsx',
    './wallet/index': './src/pages/wallet/index.tsx',
    './walletTransaction/index': './src/pages/walletTransaction/index.tsx',
    './withdrawal/index': './src/pages/withdrawal/index.tsx',
    './payroll/index': './src/pages/payroll/index.tsx',
    './payroll/detail/index': './src/pages/payroll/detail/index.tsx',
    './payroll/item/index': './src/pages/payroll/item/index.tsx',
    './payroll/workingHours/index': './src/pages/payroll/workingHours/index.tsx',
    './appeal/index': './src/pages/appeal/index.tsx',
    './incentive/index': './src/pages/incentive/index.tsx',
    './incentive/detail/index': './src/pages/incentive/detail/index.tsx',
    './incentive/verify/index': './src/pages/incentive/verify/index.tsx',
  },
});
