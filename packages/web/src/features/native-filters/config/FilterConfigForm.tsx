import { useMemo } from 'react';
import { Checkbox, Flex, Form, Input, Radio, Select } from 'antd';
import {
  defaultDataMaskOf,
  type DataMask,
  type Layout,
  type NativeFilter,
  type NativeFilterConfiguration,
} from '@sightline/core';
import { useGetDatasetQuery } from '../../../api/dataset-api.ts';
import { FilterControl } from '../FilterControl.tsx';
import type { FilterBarDataset } from '../NativeFilterBar.tsx';
import {
  COLUMN_FILTER_TYPES,
  DATASET_FILTER_TYPES,
  FILTER_TYPE_CHOICES,
  type FilterConfigError,
} from './filter-config-model.ts';
import { ScopeTree } from './ScopeTree.tsx';

export interface FilterConfigFormProps {
  filter: NativeFilter;
  allFilters: NativeFilterConfiguration;
  datasets: FilterBarDataset[];
  layout: Layout;
  chartNames: Record<number, string>;
  errors: FilterConfigError[];
  onChange(filter: NativeFilter): void;
}

const EMPTY_DEFAULT = { extraFormData: {}, filterState: {}, ownState: {} };

/** Settings of one native filter: type, name, target, behaviour, default value, description and scope. */
export function FilterConfigForm({
  filter,
  allFilters,
  datasets,
  layout,
  chartNames,
  errors,
  onChange,
}: FilterConfigFormProps) {
  const datasetId = filter.targets[0]?.datasetId;
  const needsDataset = DATASET_FILTER_TYPES.includes(filter.filterType);
  const needsColumn = COLUMN_FILTER_TYPES.includes(filter.filterType);
  const isSelect = filter.filterType === 'filter_select';
  const { data: dataset } = useGetDatasetQuery(datasetId ?? 0, {
    skip: !needsDataset || !datasetId,
  });
  const cv = filter.controlValues;
  const errorOf = (field: FilterConfigError['field']) =>
    errors.find((e) => e.field === field)?.message;
  const status = (field: FilterConfigError['field']) => (errorOf(field) ? 'error' : undefined);

  const set = (patch: Partial<NativeFilter>) => onChange({ ...filter, ...patch });
  const setControl = (key: string, value: unknown) =>
    set({ controlValues: { ...cv, [key]: value } });
  const setType = (filterType: string) =>
    set({
      filterType,
      targets: DATASET_FILTER_TYPES.includes(filterType) ? [{ datasetId }] : [{}],
      defaultDataMask: EMPTY_DEFAULT,
      cascadeParentIds: [],
    });

  const parents = allFilters.filter(
    (f): f is NativeFilter =>
      f.type === 'NATIVE_FILTER' && f.id !== filter.id && f.filterType === 'filter_select',
  );
  const columns = useMemo(
    () => (dataset?.columns ?? []).map((c) => ({ value: c.column_name, label: c.column_name })),
    [dataset],
  );
  const metrics = (dataset?.metrics ?? []).map((m) => ({
    value: m.metric_name,
    label: m.metric_name,
  }));
  const hasTarget =
    !needsDataset ||
    (datasetId !== undefined && (!needsColumn || Boolean(filter.targets[0]?.column?.name)));
  const defaultMask = useMemo(() => defaultDataMaskOf(filter), [filter]);
  const setDefault = (mask: DataMask) =>
    set({
      defaultDataMask: {
        extraFormData: mask.extraFormData ?? {},
        filterState: { value: mask.filterState?.value, label: mask.filterState?.label },
        ownState: {},
      },
    });

  return (
    <Form layout="vertical" data-test="filter-config-form" data-filter-id={filter.id}>
      <Form.Item label="Filter type">
        <Select
          data-test="filter-config-type"
          value={filter.filterType}
          options={FILTER_TYPE_CHOICES.map((c) => ({ ...c }))}
          onChange={setType}
        />
      </Form.Item>
      <Form.Item
        label="Filter name"
        required
        validateStatus={status('name')}
        help={errorOf('name')}
      >
        <Input
          data-test="filter-config-name"
          value={filter.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      {needsDataset && (
        <Form.Item
          label="Dataset"
          required
          validateStatus={status('dataset')}
          help={errorOf('dataset')}
        >
          <Select
            data-test="filter-config-dataset"
            showSearch={{ optionFilterProp: 'label' }}
            value={datasetId}
            options={datasets.map((d) => ({ value: d.id, label: d.table_name }))}
            onChange={(id: number) =>
              set({ targets: [{ datasetId: id }], defaultDataMask: EMPTY_DEFAULT })
            }
          />
        </Form.Item>
      )}
      {needsColumn && (
        <Form.Item
          label="Column"
          required
          validateStatus={status('column')}
          help={errorOf('column')}
        >
          <Select
            data-test="filter-config-column"
            showSearch={{ optionFilterProp: 'label' }}
            value={filter.targets[0]?.column?.name}
            options={columns}
            onChange={(name: string) =>
              set({ targets: [{ datasetId, column: { name } }], defaultDataMask: EMPTY_DEFAULT })
            }
          />
        </Form.Item>
      )}
      {isSelect && (
        <Form.Item
          label="Parent filter"
          validateStatus={status('parent')}
          help={errorOf('parent') ?? 'Values are dependent on other filters'}
        >
          <Select
            data-test="filter-config-parent"
            allowClear
            value={filter.cascadeParentIds[0]}
            options={parents.map((p) => ({ value: p.id, label: p.name || p.id }))}
            onChange={(id: string | undefined) => set({ cascadeParentIds: id ? [id] : [] })}
          />
        </Form.Item>
      )}
      {(isSelect || filter.filterType === 'filter_range') && (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Checkbox
            data-test="filter-config-required"
            checked={cv.enableEmptyFilter === true}
            onChange={(e) => setControl('enableEmptyFilter', e.target.checked)}
          >
            Filter value is required
          </Checkbox>
          {isSelect && (
            <>
              <Checkbox
                data-test="filter-config-first-value"
                checked={cv.defaultToFirstItem === true}
                onChange={(e) =>
                  set({
                    controlValues: { ...cv, defaultToFirstItem: e.target.checked },
                    requiredFirst: e.target.checked,
                    defaultDataMask: EMPTY_DEFAULT,
                  })
                }
              >
                Select first filter value by default
              </Checkbox>
              <Checkbox
                data-test="filter-config-multiple"
                checked={cv.multiSelect !== false}
                onChange={(e) => setControl('multiSelect', e.target.checked)}
              >
                Can select multiple values
              </Checkbox>
              <Checkbox
                data-test="filter-config-inverse"
                checked={cv.inverseSelection === true}
                onChange={(e) => setControl('inverseSelection', e.target.checked)}
              >
                Inverse selection
              </Checkbox>
              <Checkbox
                data-test="filter-config-search-all"
                checked={cv.searchAllOptions === true}
                onChange={(e) => setControl('searchAllOptions', e.target.checked)}
              >
                Dynamically search all filter values
              </Checkbox>
              <Radio.Group
                data-test="filter-config-sort"
                value={cv.sortAscending === false ? 'desc' : 'asc'}
                onChange={(e) => setControl('sortAscending', e.target.value === 'asc')}
              >
                <Radio value="asc">Sort ascending</Radio>
                <Radio value="desc">Sort descending</Radio>
              </Radio.Group>
              <Select
                data-test="filter-config-sort-metric"
                allowClear
                placeholder="Sort metric"
                value={filter.sortMetric ?? undefined}
                options={metrics}
                onChange={(m: string | undefined) => set({ sortMetric: m ?? null })}
              />
            </>
          )}
        </Flex>
      )}
      {hasTarget && !(isSelect && cv.defaultToFirstItem === true) && (
        <Form.Item label="Default value">
          <FilterControl filter={filter} mask={defaultMask} masks={{}} onChange={setDefault} />
        </Form.Item>
      )}
      <Form.Item label="Description">
        <Input.TextArea
          data-test="filter-config-description"
          value={filter.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Scoping">
        <ScopeTree
          layout={layout}
          chartNames={chartNames}
          scope={filter.scope}
          onChange={(scope) => set({ scope })}
        />
      </Form.Item>
    </Form>
  );
}
