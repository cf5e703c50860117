import { Button, Flex, Tag, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { DataMaskMap } from '@sightline/core';

/** One active cross-filter: the emitting chart and what it selects. */
export interface CrossFilterEntry {
  chartId: number;
  chartName: string;
  column: string;
  valueLabel: string;
}

function describeValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');
}

/** Cross-filters present in the data masks (chart-id keys with a filter), in chart id order. */
export function activeCrossFilters(
  dataMask: DataMaskMap,
  chartNames: Record<number, string>,
): CrossFilterEntry[] {
  return Object.entries(dataMask)
    .filter(([key, mask]) => /^\d+$/.test(key) && (mask.extraFormData?.filters?.length ?? 0) > 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, mask]) => {
      const first = mask.extraFormData?.filters?.[0];
      const column = typeof first?.col === 'string' ? first.col : (first?.col?.label ?? '');
      const label = mask.filterState?.label;
      return {
        chartId: Number(key),
        chartName: chartNames[Number(key)] ?? `Chart ${key}`,
        column,
        valueLabel: typeof label === 'string' && label ? label : describeValue(first?.val),
      };
    });
}

/** The "Cross-filters" section of the filter bar; each entry clears with its (x). */
export function CrossFiltersSection({
  entries,
  onClear,
}: {
  entries: CrossFilterEntry[];
  onClear(chartId: number): void;
}) {
  if (entries.length === 0) return null;
  return (
    <Flex vertical gap={4} data-test="cross-filters">
      <Typography.Text strong>Cross-filters</Typography.Text>
      {entries.map((entry) => (
        <Tag key={entry.chartId} data-test="cross-filter" style={{ whiteSpace: 'normal' }}>
          <Typography.Text type="secondary">{entry.chartName}</Typography.Text>{' '}
          <Typography.Text strong>{entry.column}</Typography.Text> {entry.valueLabel}
          <Button
            type="text"
            size="small"
            aria-label={`Clear cross-filter of ${entry.chartName}`}
            data-test="cross-filter-clear"
            icon={<CloseOutlined />}
            onClick={() => onClear(entry.chartId)}
          />
        </Tag>
      ))}
    </Flex>
  );
}
