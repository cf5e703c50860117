import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { tableClientProcessing } from '../_table/client-processing.ts';
import { buildTableQuery } from './build-query.ts';
import { tableFormDataSchema, type TableFormData } from './form-data.ts';

/** The server-safe part of `table`, served by `@sightline/viz/query`. */
export const tableQuery = {
  formDataSchema: tableFormDataSchema,
  buildQuery: buildTableQuery,
  clientProcessing: tableClientProcessing,
} satisfies ChartQueryBuilder<TableFormData>;
