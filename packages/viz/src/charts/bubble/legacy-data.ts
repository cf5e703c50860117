import type { DataRecord, DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { bubbleFormDataSchema } from './form-data.ts';

/** One nvd3 scatter group: the series value and its rows with `x`, `y`, `size`, `shape` and `group` added. */
export interface BubbleGroup {
  key: DataRecordValue;
  values: DataRecord[];
}

/**
 * The legacy `data` of `bubble` (BubbleViz): the rows grouped by the series column (the entity when
 * unset) in order of first appearance, each row keeping its columns plus the nvd3 point fields.
 */
export function bubbleLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): BubbleGroup[] {
  const fd = bubbleFormDataSchema.parse(formData);
  if (!fd.x || !fd.y || !fd.size) throw new Error('Pick a metric for x, y and size');
  const [x, y, size] = [getMetricLabel(fd.x), getMetricLabel(fd.y), getMetricLabel(fd.size)];
  const series = fd.series ?? fd.entity;
  const group = series ? getColumnLabel(series) : '';
  const groups = new Map<DataRecordValue, DataRecord[]>();
  for (const row of results[0]?.data ?? []) {
    const key = row[group] ?? null;
    const values = groups.get(key) ?? [];
    values.push({
      ...row,
      x: row[x] ?? null,
      y: row[y] ?? null,
      size: row[size] ?? null,
      shape: 'circle',
      group: key,
    });
    groups.set(key, values);
  }
  return [...groups.entries()].map(([key, values]) => ({ key, values }));
}
