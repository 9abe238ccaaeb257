/**
 * The rules library: pure functions (no I/O, no clock, no rates in code) that the server computes
 * with and the pages preview with. Reference figures come in as rows (see types.ts).
 */

export * from './calendar';
export * from './cpf';
export * from './credit';
export * from './effective';
export * from './gst';
export * from './holiday';
export * from './nric';
export * from './overtime';
export * from './part-iv';
export * from './pay';
export * from './wallet';
export * from './phone';
export * from './postal-district';
export * from './reference-data';
export * from './rounding';
export * from './sdl';
export * from './types';
export * from './uen';
export * from './worked';
export * from './worker';
export * from './certificate';
export * from './eligibility';
export * from './invoice';
export * from './payroll';
export * from './banner';
export * from './sms';
export * from './analysis';
