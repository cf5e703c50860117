// `result_type: post_processed` for table (docs/query-object.md §5.1): the number and time formats of the
// column configuration applied to the cells, as Superset's client_processing.table does.
import { getNumberFormatter, getTimeFormatter } from '@sightline/core';
import type { DataRecordValue } from '../../query/data-record.ts';
import type { ClientProcessed, ProcessableResult } from '../../query/chart-query.ts';

/** table's processing: `column_config[col].d3NumberFormat` / `d3TimeFormat` render those columns as text. */
export function tableClientProcessing(
  result: ProcessableResult,
  formData: Record<string, unknown>,
): ClientProcessed {
  const config = (
    formData.column_config && typeof formData.column_config === 'object'
      ? formData.column_config
      : {}
  ) as Record<string, Record<string, unknown>>;
  const formatters = result.colnames.map((name) => {
    const c = config[name] ?? {};
    if (typeof c.d3NumberFormat === 'string' && c.d3NumberFormat) {
      const f = getNumberFormatter(c.d3NumberFormat);
      return (v: DataRecordValue) => (typeof v === 'number' ? f(v) : v);
    }
    if (typeof c.d3TimeFormat === 'string' && c.d3TimeFormat) {
      const f = getTimeFormatter(c.d3TimeFormat);
      return (v: DataRecordValue) => (typeof v === 'number' ? f(v) : v);
    }
    return (v: DataRecordValue) => v;
  });
  const changed = new Set(
    result.colnames.filter((name) => config[name]?.d3NumberFormat || config[name]?.d3TimeFormat),
  );
  return {
    indexnames: result.data.map((_, i) => String(i)),
    colnames: [...result.colnames],
    rows: result.data.map((row) =>
      result.colnames.map((name, j) => formatters[j]!(row[name] ?? null)),
    ),
    coltypes: result.colnames.map((name, j) => (changed.has(name) ? 1 : result.coltypes[j]!)),
  };
}
