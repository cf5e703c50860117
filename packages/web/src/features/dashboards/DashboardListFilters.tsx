import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { useGetDashboardRelatedQuery } from '../../api/dashboard-api.ts';
import type { DashboardListFilterState } from './dashboard-list-filters.ts';

export interface DashboardListFiltersProps {
  value: DashboardListFilterState;
  onChange(value: DashboardListFilterState): void;
}

const triState = (value: boolean | null) => (value === null ? undefined : value ? 'yes' : 'no');
const fromTriState = (value: string | undefined) => (value === undefined ? null : value === 'yes');

/** Search, owner, status and favorite filters of the Dashboards list. */
export function DashboardListFilters({ value, onChange }: DashboardListFiltersProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = useGetDashboardRelatedQuery({ column: 'owners', filter: ownerSearch });
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="Search by title or slug"
        data-test="dashboard-search"
        style={{ maxWidth: 360 }}
        onSearch={(search) => onChange({ ...value, search: search.trim() })}
      />
      <Select<number>
        allowClear
        showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
        placeholder="Owner"
        data-test="dashboard-owner-filter"
        style={{ minWidth: 180 }}
        loading={owners.isFetching}
        options={(owners.data ?? []).map((o) => ({ value: o.value, label: o.text }))}
        value={value.ownerId ?? undefined}
        onChange={(ownerId) => onChange({ ...value, ownerId: ownerId ?? null })}
      />
      <Select<string>
        allowClear
        placeholder="Status"
        data-test="dashboard-status-filter"
        style={{ minWidth: 130 }}
        options={[
          { value: 'yes', label: 'Published' },
          { value: 'no', label: 'Draft' },
        ]}
        value={triState(value.published)}
        onChange={(v) => onChange({ ...value, published: fromTriState(v) })}
      />
      <Select<string>
        allowClear
        placeholder="Favorite"
        data-test="dashboard-favorite-filter"
        style={{ minWidth: 130 }}
        options={[
          { value: 'yes', label: 'Favorites' },
          { value: 'no', label: 'Not favorites' },
        ]}
        value={triState(value.favorite)}
        onChange={(v) => onChange({ ...value, favorite: fromTriState(v) })}
      />
    </Flex>
  );
}
