import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildChordQuery } from './build-query.ts';
import { chordFormDataSchema, type ChordFormData } from './form-data.ts';

/** The server-safe part of `chord`, served by `@sightline/viz/query`. */
export const chordQuery = {
  formDataSchema: chordFormDataSchema,
  buildQuery: buildChordQuery,
} satisfies ChartQueryBuilder<ChordFormData>;
