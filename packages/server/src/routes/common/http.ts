import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decodeRisonOrJson, NestingTooDeepError } from '@sightline/core';
import { AppError, badRequestFields, invalidFields } from '../../errors.ts';

/** Turns zod issues into marshmallow-style field messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    let msg = issue.message;
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
      msg = 'Missing data for required field.';
    else if (issue.code === 'invalid_type') msg = `Not a valid ${issue.expected}.`;
    (out[key] ??= []).push(msg);
  }
  return out;
}

/** Parses a JSON body with a schema: 400 "Request is not JSON" or 400 with field messages. */
export function parseBody<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  opts: { status?: 400 | 422 } = {},
): z.infer<S> {
  const body = req.body;
  if (
    body === undefined ||
    body === null ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    req.isNotJson
  ) {
    throw new AppError(400, 'Request is not JSON', { errorType: 'INVALID_PAYLOAD_FORMAT_ERROR' });
  }
  const r = schema.safeParse(body);
  if (!r.success)
    throw (opts.status === 422 ? invalidFields : badRequestFields)(fieldErrors(r.error));
  return r.data;
}

/** Parses the rison `q` parameter (JSON fallback) with a schema (docs/api.md §1.5). */
export function parseRison<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const raw = (req.query as Record<string, unknown> | undefined)?.q;
  if (raw === undefined || raw === '') return schema.parse({});
  if (typeof raw !== 'string') throw new AppError(400, 'Not a valid rison/json argument');
  let value: unknown;
  try {
    value = decodeRisonOrJson(raw);
  } catch (err) {
    if (err instanceof NestingTooDeepError) throw new AppError(400, err.message);
    throw new AppError(400, 'Not a valid rison/json argument');
  }
  const r = schema.safeParse(value);
  if (!r.success)
    throw new AppError(400, `Not a valid rison schema ${JSON.stringify(fieldErrors(r.error))}`);
  return r.data;
}

/** A positive integer path parameter; anything else is a 404 as for an unknown id. */
export function parseId(value: unknown): number {
  const s = String(value ?? '');
  // Ids are 32-bit integers in the store; anything else cannot name an object.
  if (!/^\d{1,10}$/.test(s) || Number(s) > 2_147_483_647) throw new AppError(404, 'Not found');
  return Number(s);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body arrived with a content type other than JSON. */
    isNotJson: boolean;
  }
}

/** "3 days ago", as Superset's changed_on_delta_humanized. */
export function humanizeSince(iso: string, now = Date.now()): string {
  const secs = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const units: [number, string][] = [
    [365 * 86400, 'year'],
    [30 * 86400, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(secs / size);
    if (n >= 1)
      return n === 1 ? `${name === 'hour' ? 'an' : 'a'} ${name} ago` : `${n} ${name}s ago`;
  }
  return 'a few seconds ago';
}

/** Picks the requested `columns` from a list of serialised rows (unknown names dropped). */
export function pickColumns(
  rows: Record<string, unknown>[],
  columns: string[] | undefined,
): Record<string, unknown>[] {
  if (!columns?.length) return rows;
  return rows.map((row) => pickPaths(row, columns));
}

/** Keeps only dotted paths such as 'database.database_name' or 'owners.id' of an object. */
export function pickPaths(row: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!head || !(head in row)) continue;
    const value = row[head];
    if (rest.length === 0) {
      out[head] = value;
    } else if (Array.isArray(value)) {
      const prev = (out[head] as Record<string, unknown>[] | undefined) ?? value.map(() => ({}));
      out[head] = value.map((v, i) => ({
        ...prev[i],
        ...pickPaths(v as Record<string, unknown>, [rest.join('.')]),
      }));
    } else if (value && typeof value === 'object') {
      out[head] = {
        ...(out[head] as Record<string, unknown> | undefined),
        ...pickPaths(value as Record<string, unknown>, [rest.join('.')]),
      };
    } else if (value === null) {
      out[head] = null;
    }
  }
  return out;
}
