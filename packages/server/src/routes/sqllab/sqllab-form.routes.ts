import type { FastifyInstance } from 'fastify';
import { formFields } from './form-fields.ts';

/** The parameters the SQL Lab page reads to open a new tab (docs/api.md §2.4 page routes). */
const FORWARDED = ['datasourceKey', 'sql', 'dbid', 'schema', 'catalog', 'name'] as const;

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : typeof value === 'object' ? null : String(value);
}

/** The legacy `form_data` field: an object, or JSON text of one (twice-encoded by some clients). */
function legacyFormData(value: unknown): Record<string, unknown> {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * POST /sqllab/: explore's "Open in SQL Lab" form (fields `datasourceKey` and `sql`, or the legacy
 * `form_data` JSON holding them). Answers 303 to /sqllab/?datasourceKey=..&sql=.. so the page opens
 * a tab with that SQL. CSRF-exempt: it changes nothing, it only forwards the fields to a GET.
 */
export async function sqllabFormRoutes(app: FastifyInstance): Promise<void> {
  app.post('/sqllab/', { config: { csrfExempt: true, rawResponse: true } }, async (req, reply) => {
    const fields = formFields(req);
    const legacy = legacyFormData(fields.form_data);
    const params = new URLSearchParams();
    for (const name of FORWARDED) {
      const value = text(fields[name]) ?? text(legacy[name]);
      if (value !== null && value !== '') params.set(name, value);
    }
    const query = params.toString();
    return reply.redirect(query ? `/sqllab/?${query}` : '/sqllab/', 303);
  });
}
