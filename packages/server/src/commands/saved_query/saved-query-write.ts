import type { SavedQueryFields } from '@sightline/core';
import type { SavedQueryWrite } from '../../meta/repos/saved-queries-repo.ts';

// The request schemas are in @sightline/core (api/requests/saved-query.ts).

/** The repository's fields of a request body. */
export function toSavedQueryWrite(body: SavedQueryFields): Partial<SavedQueryWrite> {
  return {
    dbId: body.db_id,
    label: body.label,
    description: body.description,
    catalog: body.catalog,
    schema: body.schema,
    sql: body.sql,
    templateParameters: body.template_parameters,
    extraJson: body.extra_json,
  };
}
