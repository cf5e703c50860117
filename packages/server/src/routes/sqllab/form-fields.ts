import type { FastifyRequest } from 'fastify';

function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // The web client JSON-encodes every value; a plain text value from another client is kept as is.
    return raw;
  }
}

/**
 * The fields of a legacy SQL Lab form post, decoded (docs/api.md §1.1, §6 gotcha 10): multipart/form-data
 * (read by routes/common/multipart.ts) and urlencoded values are JSON-decoded (a value that is not
 * JSON stays text); a JSON body gives its values as they are. Anything else yields no fields.
 */
export function formFields(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    // A multipart file part (a Blob appended to the FormData) is read as text like a field.
    const text = Buffer.isBuffer(v) ? v.toString('utf8') : v;
    out[k] = req.isNotJson && typeof text === 'string' ? decode(text) : text;
  }
  return out;
}
