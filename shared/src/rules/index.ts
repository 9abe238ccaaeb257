/**
 * The rules library: pure functions (no I/O, no clock, no rates in code) that the server computes
 * with and the pages preview with. Reference figures come in as rows (see types.ts).
 */
export * from './types';
export * from './effective';
export * from './cpf';
export * from './sdl';
export * from './credit';
export * from './nric';
export * from './uen';
export * from './phone';
export * from './reference-data';
export * from './calendar';
export * from './rounding';
export * from './worked';
export * from './overtime';
export * from './part-iv';
export * from './holiday';
export * from './pay';
export * from './gst';
