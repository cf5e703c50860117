import { useMemo } from 'react';
import { Flex, InputNumber, Slider } from 'antd';
import { dataMaskForValue, filterColumn } from '@sightline/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFilterDataQuery } from '../../api/native-filters-api.ts';
import { rangeBoundsOf, rangeBoundsQuery } from './filter-queries.ts';
import type { FilterControlProps } from './filter-control-props.ts';

/** A numerical range filter: the column's MIN..MAX as a slider plus two number inputs. */
export function RangeFilter({ filter, mask, masks, onChange }: FilterControlProps) {
  const request = useMemo(
    () =>
      filter.targets[0]?.datasetId && filterColumn(filter)
        ? rangeBoundsQuery(filter, masks)
        : skipToken,
    [filter, masks],
  );
  const { data } = useFilterDataQuery(request);
  const [min, max] = rangeBoundsOf(data ?? []);
  const value = (mask?.filterState?.value as (number | null)[] | undefined) ?? [null, null];
  const lower = value[0] ?? null;
  const upper = value[1] ?? null;
  const set = (l: number | null, u: number | null) => onChange(dataMaskForValue(filter, [l, u]));
  const hasBounds = min !== null && max !== null;

  return (
    <Flex vertical gap={4} data-test="filter-range">
      {hasBounds && (
        <Slider
          range
          min={min}
          max={max}
          value={[lower ?? min, upper ?? max]}
          onChange={(v: number[]) => set(v[0] ?? null, v[1] ?? null)}
        />
      )}
      <Flex gap={4}>
        <InputNumber
          data-test="filter-range-min"
          aria-label={`${filter.name} minimum`}
          placeholder={min === null ? 'Min' : String(min)}
          value={lower}
          onChange={(v) => set(v ?? null, upper)}
        />
        <InputNumber
          data-test="filter-range-max"
          aria-label={`${filter.name} maximum`}
          placeholder={max === null ? 'Max' : String(max)}
          value={upper}
          onChange={(v) => set(lower, v ?? null)}
        />
      </Flex>
    </Flex>
  );
}
