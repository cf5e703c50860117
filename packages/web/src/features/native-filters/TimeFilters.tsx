import { useMemo, useState } from 'react';
import { Button, Popover, Select } from 'antd';
import { dataMaskForValue, NO_TIME_RANGE, type NativeFilter } from '@sightline/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFilterDataQuery } from '../../api/native-filters-api.ts';
import { TimeRangePicker } from '../explore/controls/TimeRangePicker.tsx';
import { datasetMetaQuery, timeColumnOptionsOf, timeGrainOptionsOf } from './filter-queries.ts';
import type { FilterControlProps } from './filter-control-props.ts';

/** A time range filter: the explore time range picker in a popover; edits stay pending until Apply. */
export function TimeRangeFilter({ filter, mask, onChange }: FilterControlProps) {
  const [open, setOpen] = useState(false);
  const value = (mask?.filterState?.value as string | undefined) ?? NO_TIME_RANGE;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <div style={{ width: 320 }}>
          <TimeRangePicker
            value={value}
            onChange={(next) => onChange(dataMaskForValue(filter, next))}
          />
        </div>
      }
    >
      {/* The name holds the shown range too (Lighthouse's label-content-name-mismatch). */}
      <Button data-test="filter-time-range" block aria-label={`${filter.name}: ${value}`}>
        {value}
      </Button>
    </Popover>
  );
}

function metaRequest(filter: NativeFilter, kind: 'timegrains' | 'columns') {
  return filter.targets[0]?.datasetId ? datasetMetaQuery(filter, kind) : skipToken;
}

/** A select over the dataset's time grains (time_grain_sqla) or temporal columns (granularity_sqla). */
function MetaSelect({
  filter,
  mask,
  onChange,
  kind,
}: FilterControlProps & { kind: 'timegrains' | 'columns' }) {
  const request = useMemo(() => metaRequest(filter, kind), [filter, kind]);
  const { data, isFetching } = useFilterDataQuery(request);
  const options =
    kind === 'timegrains' ? timeGrainOptionsOf(data ?? []) : timeColumnOptionsOf(data ?? []);
  const value = (mask?.filterState?.value as string[] | undefined)?.[0];
  return (
    <Select
      data-test={kind === 'timegrains' ? 'filter-time-grain' : 'filter-time-column'}
      aria-label={filter.name}
      style={{ width: '100%', minWidth: 160 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isFetching}
      options={options as { value: string; label: string }[]}
      value={value}
      onChange={(next: string | undefined) => onChange(dataMaskForValue(filter, next))}
    />
  );
}

/** A time grain filter. */
export function TimeGrainFilter(props: FilterControlProps) {
  return <MetaSelect {...props} kind="timegrains" />;
}

/** A time column filter. */
export function TimeColumnFilter(props: FilterControlProps) {
  return <MetaSelect {...props} kind="columns" />;
}
