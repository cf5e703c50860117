import { isValidMetric } from './labels.ts';
import type { QueryObject } from './types.ts';

/**
 * Ensures a valid `orderby` (docs/query-object.md §1.2, mutator 3): keeps a well-formed first
 * `[metric, ascending]` pair, else orders by `[series_limit_metric, !order_desc]`, else by
 * `[metrics[0], !order_desc]`; in the fallback cases `series_limit_metric` and `order_desc` are
 * removed from the returned copy.
 */
export function normalizeOrderBy(queryObject: QueryObject): QueryObject {
  const first = queryObject.orderby?.[0];
  if (
    Array.isArray(first) &&
    first.length === 2 &&
    isValidMetric(first[0]) &&
    typeof first[1] === 'boolean'
  )
    return queryObject;
  const {
    series_limit_metric: limitMetric,
    order_desc: orderDesc,
    orderby: _orderby,
    ...rest
  } = queryObject;
  const isAsc = !orderDesc;
  if (limitMetric !== undefined && limitMetric !== null && limitMetric !== '')
    return { ...rest, orderby: [[limitMetric, isAsc]] };
  const firstMetric = queryObject.metrics?.[0];
  if (firstMetric !== undefined) return { ...rest, orderby: [[firstMetric, isAsc]] };
  return rest;
}
