import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import {
  dataMaskForValue,
  filterColumn,
  firstValueDataMask,
  hasFilterValue,
  type DataMaskMap,
  type NativeFilter,
} from '@sightline/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFilterDataQuery } from '../../api/native-filters-api.ts';
import { selectOptionsOf, selectOptionsQuery } from './filter-queries.ts';
import type { FilterControlProps } from './filter-control-props.ts';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The options query of a select filter, or skipToken while it has no dataset or column. */
function optionsRequest(filter: NativeFilter, masks: DataMaskMap, search: string) {
  if (!filter.targets[0]?.datasetId || !filterColumn(filter)) return skipToken;
  return selectOptionsQuery(filter, masks, search || undefined);
}

/** A value filter: single or multiple select over the column's distinct values, with search. */
export function SelectFilter({ filter, mask, masks, onChange }: FilterControlProps) {
  const isMulti = filter.controlValues.multiSelect !== false;
  const searchAll = filter.controlValues.searchAllOptions === true;
  const [search, setSearch] = useState('');
  const debounced = useDebounced(searchAll ? search : '', SEARCH_DEBOUNCE_MS);
  const request = useMemo(
    () => optionsRequest(filter, masks, debounced),
    [filter, masks, debounced],
  );
  const { data, isFetching, error } = useFilterDataQuery(request);
  const options = useMemo(
    () =>
      selectOptionsOf(data ?? [], filterColumn(filter) ?? '').filter((o) => o.value !== null) as {
        value: string | number;
        label: string;
      }[],
    [data, filter],
  );
  const value = (mask?.filterState?.value as (string | number)[] | undefined) ?? [];

  const wantsFirst =
    filter.controlValues.defaultToFirstItem === true && !hasFilterValue(filter, value);
  useEffect(() => {
    if (wantsFirst && options.length > 0)
      onChange(
        firstValueDataMask(
          filter,
          options.map((o) => o.value),
        ),
        true,
      );
  }, [wantsFirst, options, filter, onChange]);

  return (
    <Select
      data-test="filter-select"
      aria-label={filter.name}
      style={{ width: '100%', minWidth: 160 }}
      mode={isMulti ? 'multiple' : undefined}
      allowClear
      loading={isFetching}
      placeholder={error ? 'Failed to load options' : `${options.length} options`}
      status={mask?.filterState?.validateStatus === 'error' ? 'error' : undefined}
      showSearch={{ onSearch: setSearch, filterOption: !searchAll, optionFilterProp: 'label' }}
      options={options}
      value={isMulti ? value : value[0]}
      onChange={(next: unknown) => onChange(dataMaskForValue(filter, next ?? []))}
    />
  );
}
