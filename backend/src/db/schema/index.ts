/** All tables, one file per area (system now; workforce, finance, website later). */
export * from './system';
export * from './security';
export * from './audit';
export * from './reference';
export * from './finance';
export * from './workforce';
export * from './workforce-conduct';
export * from './workforce-certificate';
export * from './workforce-job';
export * from './workforce-timesheet';
export * from './finance-invoice';
export * from './deploy';
export * from './workforce-device';
export * from './mail';
export * from './finance-wallet';
export * from './finance-payroll';
export * from './finance-incentive';
