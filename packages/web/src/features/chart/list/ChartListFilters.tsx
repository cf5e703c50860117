import { useState } from 'react';
import { Select } from 'antd';
import { chartMetadata } from '@sightline/viz/metadata';
import { useGetChartOwnersQuery } from '../../../api/chart-api.ts';
import { FavoriteFilter } from '../../../components/list/FavoriteFilter.tsx';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { OwnerFilter } from '../../../components/list/OwnerFilter.tsx';
import type { ChartListFilterState } from './chart-list-filters.ts';

export interface ChartListFiltersProps {
  value: ChartListFilterState;
  onChange(value: ChartListFilterState): void;
}

const VIZ_OPTIONS = Object.values(chartMetadata)
  .map((m) => ({ value: m.viz_type, label: m.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Search, chart type, owner and favorite filters of the Charts list. */
export function ChartListFilters({ value, onChange }: ChartListFiltersProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useGetChartOwnersQuery(ownerSearch);
  return (
    <ListFilterBar
      placeholder="Search by name, description, type or dataset"
      dataTest="chart-search"
      onSearch={(search) => onChange({ ...value, search })}
    >
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Chart type"
        aria-label="Chart type"
        data-test="chart-viz-filter"
        style={{ minWidth: 180 }}
        options={VIZ_OPTIONS}
        value={value.vizType ?? undefined}
        onChange={(vizType) => onChange({ ...value, vizType: vizType ?? null })}
      />
      <OwnerFilter
        dataTest="chart-owner-filter"
        owners={owners}
        onSearch={setOwnerSearch}
        value={value.ownerId}
        onChange={(ownerId) => onChange({ ...value, ownerId })}
      />
      <FavoriteFilter
        dataTest="chart-favorite-filter"
        value={value.favorite}
        onChange={(favorite) => onChange({ ...value, favorite })}
      />
    </ListFilterBar>
  );
}
