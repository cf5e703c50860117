import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { pivotTableClientProcessing } from '../_pivot/client-processing.ts';
import { buildPivotTableV2Query } from './build-query.ts';
import { pivotTableV2FormDataSchema, type PivotTableV2FormData } from './form-data.ts';

/** The server-safe part of `pivot_table_v2`, served by `@sightline/viz/query`. */
export const pivotTableV2Query = {
  formDataSchema: pivotTableV2FormDataSchema,
  buildQuery: buildPivotTableV2Query,
  clientProcessing: pivotTableClientProcessing,
} satisfies ChartQueryBuilder<PivotTableV2FormData>;
