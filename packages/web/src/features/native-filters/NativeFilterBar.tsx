import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Divider, Flex, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined, SettingOutlined } from '@ant-design/icons';
import {
  clearedDataMasks,
  initialDataMasks,
  missingRequiredFilterIds,
  type DataMask,
  type DataMaskMap,
  type FilterDivider,
  type Layout,
  type NativeFilterConfigItem,
  type NativeFilterConfiguration,
} from '@sightline/core';
import { activeCrossFilters, CrossFiltersSection } from './CrossFiltersSection.tsx';
import { FilterItem } from './FilterControl.tsx';

// The filter configuration dialog (forms, scope tree) loads when an editor opens it.
const FiltersConfigModal = lazy(() =>
  import('./config/FiltersConfigModal.tsx').then((m) => ({ default: m.FiltersConfigModal })),
);

/** A chart of the dashboard, as the bar needs it. */
export interface FilterBarChart {
  id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
}

/** A dataset of the dashboard (filter targets). */
export interface FilterBarDataset {
  id: number;
  table_name: string;
}

export interface NativeFilterBarProps {
  dashboardId: number;
  /** json_metadata.native_filter_configuration: filters and dividers. */
  filters: NativeFilterConfiguration;
  /** Applied data masks, keyed by filter id or (cross-filters) chart id. */
  dataMask: DataMaskMap;
  layout: Layout;
  charts: FilterBarChart[];
  datasets: FilterBarDataset[];
  canEdit: boolean;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  /** Apply: the native filters' masks, keyed by filter id. */
  onApply(masks: DataMaskMap): void;
  onClearCrossFilter(chartId: number): void;
  onSaveConfiguration(filters: NativeFilterConfiguration): Promise<void>;
}

function nativeOnly(masks: DataMaskMap): DataMaskMap {
  return Object.fromEntries(Object.entries(masks).filter(([key]) => !/^\d+$/.test(key)));
}

function DividerItem({ divider, isHorizontal }: { divider: FilterDivider; isHorizontal: boolean }) {
  if (isHorizontal) {
    return (
      <Flex align="center" data-test="filter-divider">
        <Divider orientation="vertical" />
        <Typography.Text strong title={divider.description || undefined}>
          {divider.title}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <div data-test="filter-divider">
      {/* Sizes of h5; levels under the bar's h2 (Lighthouse's heading order). */}
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {divider.title}
      </Typography.Title>
      {divider.description && (
        <Typography.Text type="secondary">{divider.description}</Typography.Text>
      )}
    </div>
  );
}

/**
 * The dashboard's native filter bar (vertical and collapsible, or horizontal): filter controls whose
 * selections stay pending until Apply, Clear all, the active cross-filters, and (for editors) the
 * filter configuration modal.
 */
export function NativeFilterBar(props: NativeFilterBarProps) {
  const { filters, dataMask, orientation, canEdit, onApply } = props;
  const isHorizontal = orientation === 'HORIZONTAL';
  const appliedKey = JSON.stringify([filters, nativeOnly(dataMask)]);
  // Keyed on content: a parent re-rendering with equal masks must not discard pending selections.
  const applied = useMemo(() => {
    const [config, masks] = JSON.parse(appliedKey) as [NativeFilterConfiguration, DataMaskMap];
    return nativeOnly(initialDataMasks(config, masks));
  }, [appliedKey]);
  const [pending, setPending] = useState<DataMaskMap>(applied);
  const [isCollapsed, setCollapsed] = useState(false);
  const [isConfigOpen, setConfigOpen] = useState(false);
  useEffect(() => setPending(applied), [applied]);

  const latest = useRef({ applied, onApply });
  latest.current = { applied, onApply };
  const autoApplied = useRef(new Set<string>());
  const onChange = useCallback((mask: DataMask, isAutomatic?: boolean) => {
    setPending((prev) => ({ ...prev, [mask.id]: mask }));
    // A "select first value" pick is applied at once, once, as the dashboard waits for it.
    if (isAutomatic && !autoApplied.current.has(mask.id)) {
      autoApplied.current.add(mask.id);
      latest.current.onApply({ ...latest.current.applied, [mask.id]: mask });
    }
  }, []);

  const chartNames = useMemo(
    () => Object.fromEntries(props.charts.map((c) => [c.id, c.slice_name])),
    [props.charts],
  );
  const crossFilters = activeCrossFilters(dataMask, chartNames);
  const isDirty = JSON.stringify(pending) !== JSON.stringify(applied);
  const missing = missingRequiredFilterIds(filters, pending);
  const hasAnyValue = Object.values({ ...applied, ...pending }).some(
    (m) => m.filterState?.value !== undefined,
  );

  const apply = () => onApply(pending);
  const clearAll = () => {
    const cleared = clearedDataMasks(filters);
    setPending(cleared);
    if (missingRequiredFilterIds(filters, cleared).length === 0) onApply(cleared);
  };

  const items = filters.map((item: NativeFilterConfigItem) =>
    item.type === 'DIVIDER' ? (
      <DividerItem key={item.id} divider={item} isHorizontal={isHorizontal} />
    ) : (
      <FilterItem
        key={item.id}
        filter={item}
        mask={pending[item.id]}
        masks={pending}
        onChange={onChange}
      />
    ),
  );
  const settings = canEdit && (
    <Tooltip title="Add or edit filters">
      <Button
        data-test="filter-bar-settings"
        aria-label="Add or edit filters"
        icon={<SettingOutlined />}
        onClick={() => setConfigOpen(true)}
      />
    </Tooltip>
  );
  const actions = (
    <Flex gap={8}>
      <Button
        data-test="filter-bar-apply"
        type="primary"
        disabled={!isDirty || missing.length > 0}
        onClick={apply}
      >
        Apply filters
      </Button>
      <Button data-test="filter-bar-clear-all" disabled={!hasAnyValue} onClick={clearAll}>
        Clear all
      </Button>
    </Flex>
  );
  const modal = isConfigOpen && (
    <Suspense fallback={null}>
      <FiltersConfigModal
        filters={filters}
        layout={props.layout}
        charts={props.charts}
        datasets={props.datasets}
        onCancel={() => setConfigOpen(false)}
        onSave={async (next) => {
          await props.onSaveConfiguration(next);
          setConfigOpen(false);
        }}
      />
    </Suspense>
  );
  const empty = filters.length === 0 && (
    <Typography.Text type="secondary">
      No filters are currently added to this dashboard.
    </Typography.Text>
  );

  if (isHorizontal) {
    return (
      <Flex
        data-test="native-filter-bar"
        data-orientation="HORIZONTAL"
        wrap
        gap={12}
        align="end"
        style={{ padding: 8 }}
      >
        <Typography.Text strong>Filters</Typography.Text>
        {settings}
        {empty}
        {items}
        <CrossFiltersSection entries={crossFilters} onClear={props.onClearCrossFilter} />
        {actions}
        {modal}
      </Flex>
    );
  }
  if (isCollapsed) {
    return (
      <div
        data-test="native-filter-bar"
        data-orientation="VERTICAL"
        data-collapsed="true"
        style={{ width: 32 }}
      >
        <Button
          data-test="filter-bar-expand"
          aria-label="Expand filter bar"
          type="text"
          icon={<RightOutlined />}
          onClick={() => setCollapsed(false)}
        />
      </div>
    );
  }
  return (
    <Flex
      data-test="native-filter-bar"
      data-orientation="VERTICAL"
      vertical
      gap={12}
      style={{ width: 260, padding: 12 }}
    >
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          Filters and controls
        </Typography.Title>
        <Flex gap={4}>
          {settings}
          <Button
            data-test="filter-bar-collapse"
            aria-label="Collapse filter bar"
            type="text"
            icon={<LeftOutlined />}
            onClick={() => setCollapsed(true)}
          />
        </Flex>
      </Flex>
      {actions}
      <CrossFiltersSection entries={crossFilters} onClear={props.onClearCrossFilter} />
      {empty}
      {items}
      {modal}
    </Flex>
  );
}
