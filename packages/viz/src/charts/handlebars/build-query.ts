import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getMetricLabel, removeDuplicates } from '../../query/labels.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions, QueryMode } from '../../query/types.ts';
import type { HandlebarsFormData } from './form-data.ts';

/** `query_mode`, or raw when `all_columns` is non-empty, else aggregate (as the table). */
export function getHandlebarsQueryMode(
  formData: Pick<HandlebarsFormData, 'query_mode' | 'all_columns'>,
): QueryMode {
  return formData.query_mode ?? (formData.all_columns.length > 0 ? 'raw' : 'aggregate');
}

/**
 * One query like the table's: aggregate (groupby + metrics + percent metrics, whose shares come back
 * as `%<metric>` columns) or raw (`all_columns`, `order_by_cols`), with `orderby` normalised.
 */
export function buildHandlebarsQuery(
  formData: HandlebarsFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const mode = getHandlebarsQueryMode(formData);
  return buildQueryContext({ ...formData, query_mode: mode }, (base) => {
    const percent = mode === 'aggregate' ? formData.percent_metrics : [];
    const percentLabels = percent.map(getMetricLabel);
    const query =
      mode === 'aggregate'
        ? {
            ...base,
            metrics: removeDuplicates([...(base.metrics ?? []), ...percent], getMetricLabel),
          }
        : base;
    return [
      {
        ...normalizeOrderBy(query),
        ...(percent.length
          ? {
              post_processing: [
                {
                  operation: 'contribution',
                  options: {
                    columns: percentLabels,
                    rename_columns: percentLabels.map((m) => `%${m}`),
                  },
                },
              ],
            }
          : {}),
      },
    ];
  });
}
