import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { chartRegistry } from '@sightline/viz';
import { useGetChartOwnersQuery } from '../../api/chart-api.ts';
import type { ChartListFilterState } from './chart-list-filters.ts';

export interface ChartListFiltersProps {
  value: ChartListFilterState;
  onChange(value: ChartListFilterState): void;
}

const VIZ_OPTIONS = Object.values(chartRegistry)
  .map((p) => ({ value: p.metadata.viz_type, label: p.metadata.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Search, chart type, owner and favorite filters of the Charts list. */
export function ChartListFilters({ value, onChange }: ChartListFiltersProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useGetChartOwnersQuery(ownerSearch);
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="Search by name, description, type or dataset"
        data-test="chart-search"
        style={{ maxWidth: 360 }}
        onSearch={(search) => onChange({ ...value, search: search.trim() })}
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Chart type"
        data-test="chart-viz-filter"
        style={{ minWidth: 180 }}
        options={VIZ_OPTIONS}
        value={value.vizType ?? undefined}
        onChange={(vizType) => onChange({ ...value, vizType: vizType ?? null })}
      />
      <Select<number>
        allowClear
        showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
        placeholder="Owner"
        data-test="chart-owner-filter"
        style={{ minWidth: 180 }}
        loading={owners.isFetching}
        options={(owners.data ?? []).map((o) => ({ value: o.value, label: o.text }))}
        value={value.ownerId ?? undefined}
        onChange={(ownerId) => onChange({ ...value, ownerId: ownerId ?? null })}
      />
      <Select<string>
        allowClear
        placeholder="Favorite"
        data-test="chart-favorite-filter"
        style={{ minWidth: 130 }}
        options={[
          { value: 'yes', label: 'Favorites' },
          { value: 'no', label: 'Not favorites' },
        ]}
        value={value.favorite === null ? undefined : value.favorite ? 'yes' : 'no'}
        onChange={(v) => onChange({ ...value, favorite: v === undefined ? null : v === 'yes' })}
      />
    </Flex>
  );
}
