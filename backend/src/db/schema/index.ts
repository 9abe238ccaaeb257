/** All tables, one file per area (system now; workforce, finance, website later). */
export * from './system';
export * from './security';
export * from './audit';
export * from './reference';
export * from './finance';
<<<<<<< HEAD
export * from './workforce-certificate';
=======
export * from './workforce';
>>>>>>> wt-wf-worker-api
