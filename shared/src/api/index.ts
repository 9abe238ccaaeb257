/**
 * API schemas (TypeBox) and their static types, shared by the server (validation, OpenAPI)
 * and the front ends (types only). Files here import nothing but `typebox`.
 */
export * from './envelope';
export * from './auth';
export * from './user';
export * from './dept';
export * from './remote';
