import { useState } from 'react';
import { useGetDashboardRelatedQuery } from '../../../api/dashboard-api.ts';
import { FavoriteFilter } from '../../../components/list/FavoriteFilter.tsx';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { OwnerFilter } from '../../../components/list/OwnerFilter.tsx';
import { TriStateSelect } from '../../../components/list/TriStateSelect.tsx';
import type { DashboardListFilterState } from './dashboard-list-filters.ts';

export interface DashboardListFiltersProps {
  value: DashboardListFilterState;
  onChange(value: DashboardListFilterState): void;
}

/** Search, owner, status and favorite filters of the Dashboards list. */
export function DashboardListFilters({ value, onChange }: DashboardListFiltersProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useGetDashboardRelatedQuery({ column: 'owners', filter: ownerSearch });
  return (
    <ListFilterBar
      placeholder="Search by title or slug"
      dataTest="dashboard-search"
      onSearch={(search) => onChange({ ...value, search })}
    >
      <OwnerFilter
        dataTest="dashboard-owner-filter"
        owners={owners}
        onSearch={setOwnerSearch}
        value={value.ownerId}
        onChange={(ownerId) => onChange({ ...value, ownerId })}
      />
      <TriStateSelect
        placeholder="Status"
        dataTest="dashboard-status-filter"
        labels={{ yes: 'Published', no: 'Draft' }}
        value={value.published}
        onChange={(published) => onChange({ ...value, published })}
      />
      <FavoriteFilter
        dataTest="dashboard-favorite-filter"
        value={value.favorite}
        onChange={(favorite) => onChange({ ...value, favorite })}
      />
    </ListFilterBar>
  );
}
