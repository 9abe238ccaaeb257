/**
 * API schemas (TypeBox) and their static types, shared by the server (validation, OpenAPI)
 * and the front ends (types only). Files here import nothing but `typebox`.
 */
export * from './envelope';
export * from './auth';
export * from './user';
export * from './dept';
export * from './role';
export * from './post';
export * from './remote';
export * from './remote-pages';
export * from './menu';
export * from './dict';
export * from './config';
export * from './notice';
export * from './log';
export * from './online';
export * from './monitor';
export * from './personal';
export * from './notification';
export * from './lock';
export * from './audit';
export * from './machine';
export * from './machines';
export * from './jobs';
export * from './finance/reference';
export * from './entity';
export * from './finance/common';
export * from './finance/client';
export * from './finance/contract-dept';
export * from './finance/position';
export * from './finance/contract-order';
export * from './workforce/common';
export * from './workforce/worker';
export * from './workforce/applicant';
export * from './workforce/banRecord';
export * from './workforce/blacklist';
export * from './workforce/creditEvent';
export * from './workforce/medicalLeave';
export * from './workforce/allowance';
export * from './workforce/certificateType';
export * from './workforce/workerCertificate';
export * from './workforce/workerDocument';
export * from './workforce/job';
export * from './workforce/workRecord';
