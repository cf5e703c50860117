import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { ensureArray } from '../../query/labels.ts';
import type { BuildQueryOptions, OrderByClause } from '../../query/types.ts';
import type { WaterfallFormData } from './form-data.ts';

/** One query: columns = [x_axis (or legacy granularity_sqla), breakdown?], metrics = [metric], every column ordered ascending. */
export function buildWaterfallQuery(
  formData: WaterfallFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const x = formData.x_axis || formData.granularity_sqla;
  const columns: ColumnRef[] = [...(x ? [x] : []), ...ensureArray<ColumnRef>(formData.groupby)];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, orderby: columns.map((column) => [column, true] as OrderByClause) },
  ]);
}
