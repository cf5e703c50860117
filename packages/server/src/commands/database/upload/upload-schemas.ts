import { parseJson } from '@sightline/core';
import type { DatabaseRecord } from '../../../meta/repos/databases-repo.ts';

/** `schemas_allowed_for_file_upload` of a database's extra (empty: any schema). */
export function schemasAllowedForUpload(db: DatabaseRecord): string[] {
  try {
    const extra = parseJson(db.extra || '{}') as Record<string, unknown> | null;
    const list = extra?.schemas_allowed_for_file_upload;
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** The schemas of `schemas` a file may be uploaded into (Superset's `upload_allowed` narrowing). */
export function uploadAllowedSchemas(db: DatabaseRecord, schemas: string[]): string[] {
  if (!db.allowFileUpload) return [];
  const allowed = schemasAllowedForUpload(db);
  return allowed.length ? schemas.filter((s) => allowed.includes(s)) : schemas;
}
