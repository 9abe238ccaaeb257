/**
 * Request validation with two ajv compilers: the query, path parameters and headers arrive as
 * text and are coerced to their schema's types ("7" → 7), but a JSON body already has its types
 * and is validated strictly. With coercion on bodies, a bound inside a nullable field was
 * skipped: ajv tries `Union([Id, Null])` branch by branch and coerces `0`, `false` and `""` to
 * null to satisfy the second (so `timesheetTemplateId: 0` was saved as "none"), and it turned
 * `5` into "5" for a string field. Both compilers are fastify's own (`@fastify/ajv-compiler`).
 *
 * `lazy` compiles a route's validators and serializers on its first request instead of at start:
 * compiling all of them is most of building an app (about 3.5 s of 4.5 on this machine), which
 * every backend test file does and which a test file reaching ten routes of four hundred does
 * not need. The server compiles eagerly, so a broken schema stops its start;
 * test/route-schemas.test.ts compiles every route's schemas with the lazy compilers too.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

type Options = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
/** What fastify calls: the compiler of one route part (the package's typings say otherwise). */
type Compile = FastifySchemaCompiler<FastifySchema>;
type Validate = ReturnType<Compile> & { errors?: unknown };
type Serialize = (data: unknown) => string;
type SerializerRoute = Parameters<Compile>[0] & { httpStatus?: string; contentType?: string };
const fromPool = AjvCompiler() as unknown as (externalSchemas: unknown, options: Options) => Compile;
const serializerPool = SerializerCompiler() as unknown as (
  externalSchemas: unknown,
  options: unknown,
) => (route: SerializerRoute) => Serialize;

/** The compiled validators' and serializers' thunks not yet run, per lazy factory. */
export interface PendingSchemas {
  /** Compiles every schema not compiled yet; throws what the first broken one throws. */
  compileAll(): number;
}

/** `compile` run on the first call of the returned getter only; pending until then. */
function deferred<T>(compile: () => T, pending: Set<() => unknown>): () => T {
  let fn: T | undefined;
  const once = () => {
    if (fn === undefined) {
      fn = compile();
      pending.delete(once);
    }
    return fn;
  };
  pending.add(once);
  return once;
}

function lazyValidator(compile: () => Validate, pending: Set<() => unknown>): Validate {
  const get = deferred(compile, pending);
  const run = ((data: unknown) => get()(data)) as Validate;
  // fastify reads the failed check's errors from the function it called (compiled by then).
  Object.defineProperty(run, 'errors', { get: () => get().errors ?? null });
  return run;
}

function lazySerializer(compile: () => Serialize, pending: Set<() => unknown>): Serialize {
  const get = deferred(compile, pending);
  return (data) => get()(data);
}

/** fastify's `schemaController.compilersFactory` (typed as fastify declares it). */
export function schemaCompilers(opts: { lazy: boolean }) {
  const pending = new Set<() => unknown>();
  function buildValidator(externalSchemas: unknown, options: Options = {}): Compile {
    const loose = fromPool(externalSchemas, options);
    const strict = fromPool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => {
      const compile = () => (route.httpPart === 'body' ? strict : loose)(route) as Validate;
      return opts.lazy ? lazyValidator(compile, pending) : compile();
    };
  }
  function buildSerializer(externalSchemas: unknown, options: unknown) {
    const compileFor = serializerPool(externalSchemas, options);
    return (route: SerializerRoute) => {
      const compile = () => compileFor(route);
      return opts.lazy ? lazySerializer(compile, pending) : compile();
    };
  }
  const schemas: PendingSchemas = {
    compileAll() {
      const thunks = [...pending];
      for (const t of thunks) t();
      return thunks.length;
    },
  };
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as ReturnType<typeof AjvCompiler>,
      buildSerializer: buildSerializer as unknown as ReturnType<typeof SerializerCompiler>,
    },
    schemas,
  };
}
