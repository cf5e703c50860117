import { jsonMetadataSchema, jsonTextError, type JsonMetadata } from '@sightline/core';
import { AppError } from '../../errors.ts';
import { marshmallowErrors } from '../marshmallow-errors.ts';

// Dashboard fields the server checks beyond their request schemas (@sightline/core
// api/requests/dashboard.ts): json_metadata's content and the slug's spelling.

/**
 * Parses and validates `json_metadata` JSON text; empty text is {}. Errors answer 400 with the field
 * messages nested under `json_metadata`, as marshmallow reports a failing field validator.
 */
export function parseJsonMetadata(text: string | null | undefined): JsonMetadata {
  if (!text) return {};
  const invalid = jsonTextError(text);
  if (invalid)
    throw new AppError(400, 'Invalid input', {
      fields: { json_metadata: [invalid] },
      errorType: 'MARSHMALLOW_ERROR',
    });
  const r = jsonMetadataSchema.safeParse(JSON.parse(text));
  if (!r.success) {
    const fields = { json_metadata: marshmallowErrors(r.error) } as unknown as Record<
      string,
      string[]
    >;
    throw new AppError(400, 'Invalid input', { fields, errorType: 'MARSHMALLOW_ERROR' });
  }
  const { show_native_filters: _dropped, ...metadata } = r.data;
  return metadata;
}

/** Superset's slug normalisation: trimmed, spaces to '-', only word characters and '-' kept. */
export function normalizeSlug(slug: string | null | undefined): string | null | undefined {
  if (slug == null) return slug;
  const out = slug
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
  return out || null;
}
