import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The API contract on the server (docs/api-contract.md). Every JSON route declares its success
 * responses with the zod schemas of `@sightline/core` (`schema: { response: { 200: schema } }`);
 * the type provider types each handler's return value from them. Serialisation is plain
 * `JSON.stringify`: the schemas do not transform values, so production pays nothing for them.
 * With `validate` on (tests and development), each answer is first checked against its schema, as
 * the JSON a client receives: a value of the wrong type, a missing field or a key the schema does
 * not describe is a 500 naming the route and the path, so every route test is a contract test.
 */
/** A route module's Fastify instance, typed by the zod type provider. */
export function contract(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A response that broke its route's schema. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** Paths (a.b[0].c) of keys the input has (with a defined value) and the parsed output lacks. */
export function undescribedKeys(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((v, i) => undescribedKeys(v, output[i], `${path}[${i}]`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    const p = path ? `${path}.${k}` : k;
    if (!(k in output)) {
      if (v !== undefined) out.push(p);
    } else out.push(...undescribedKeys(v, output[k], p));
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks one answer, as the client receives it, against `schema`; throws ContractError. */
export function checkResponse(schema: z.ZodType, data: unknown, where: string): void {
  const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const parsed = schema.safeParse(wire);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ContractError(`Response of ${where} breaks its schema: ${issues.join('; ')}`);
  }
  const extra = undescribedKeys(wire, parsed.data);
  if (extra.length)
    throw new ContractError(
      `Response of ${where} has keys its schema does not describe: ${extra.slice(0, 5).join(', ')}`,
    );
}

/** The serializer compiler of the app: JSON.stringify, after `checkResponse` when validating. */
export function contractSerializer(validate: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType) || !validate) return (data) => JSON.stringify(data);
    const where = `${method} ${url} (${httpStatus})`;
    return (data) => {
      checkResponse(schema, data, where);
      return JSON.stringify(data);
    };
  };
}
