import type { FastifyRequest } from 'fastify';
import { multipartBoundary, parseMultipart } from './multipart.ts';

function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // The web client JSON-encodes every value; a plain text value from another client is kept as is.
    return raw;
  }
}

/**
 * The fields of a legacy SQL Lab form post, decoded (api.md §1.1, §6 gotcha 10): multipart/form-data
 * and urlencoded values are JSON-decoded (a value that is not JSON stays text); a JSON body gives its
 * values as they are. Anything else yields no fields.
 */
export function formFields(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (typeof body === 'string') {
    const boundary = multipartBoundary(req.headers['content-type']);
    if (!boundary) return out;
    for (const [k, v] of Object.entries(parseMultipart(body, boundary))) out[k] = decode(v);
    return out;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) out[k] = req.isNotJson && typeof v === 'string' ? decode(v) : v;
  return out;
}
