import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBulletQuery } from './build-query.ts';
import { bulletFormDataSchema, type BulletFormData } from './form-data.ts';

/** The server-safe part of `bullet`, served by `@sightline/viz/query`. */
export const bulletQuery = {
  formDataSchema: bulletFormDataSchema,
  buildQuery: buildBulletQuery,
} satisfies ChartQueryBuilder<BulletFormData>;
