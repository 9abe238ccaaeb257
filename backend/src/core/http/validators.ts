/**
 * Request validation with two ajv compilers: the query, path parameters and headers arrive as
 * text and are coerced to their schema's types ("7" → 7), but a JSON body already has its types
 * and is validated strictly. With coercion on bodies, a bound inside a nullable field was
 * skipped: ajv tries `Union([Id, Null])` branch by branch and coerces `0`, `false` and `""` to
 * null to satisfy the second (so `timesheetTemplateId: 0` was saved as "none"), and it turned
 * `5` into "5" for a string field. Both compilers are fastify's own (`@fastify/ajv-compiler`).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

type Options = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
/** What fastify calls: the compiler of one route part (the package's typings say otherwise). */
type Compile = FastifySchemaCompiler<FastifySchema>;
const fromPool = AjvCompiler() as unknown as (externalSchemas: unknown, options: Options) => Compile;

function build(externalSchemas: unknown, options: Options = {}): Compile {
  const loose = fromPool(externalSchemas, options);
  const strict = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route) => (route.httpPart === 'body' ? strict : loose)(route);
}

/** fastify's `schemaController.compilersFactory.buildValidator` (typed as fastify declares it). */
export const buildValidator = build as unknown as ReturnType<typeof AjvCompiler>;
