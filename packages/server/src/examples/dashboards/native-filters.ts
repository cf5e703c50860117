import type { ExampleDatasetKey } from './example-types.ts';

// Native filters of the example dashboards (Superset's native_filter_configuration), in bundle
// form: targets name their dataset by `datasetUuid` and the scope excludes chart ids of the bundle,
// which the import rewrites to the ids here (commands/assets/remap-dashboard.ts).

/** A filter of an example dashboard; it applies to the charts of the datasets in `appliesTo`. */
export interface FilterSpec {
  key: string;
  name: string;
  filterType: 'filter_select' | 'filter_range' | 'filter_time' | 'filter_timegrain';
  /** The dataset (and column, for value and range filters) the filter reads its choices from. */
  target?: { dataset: ExampleDatasetKey; column?: string };
  appliesTo: readonly ExampleDatasetKey[];
  controlValues?: Record<string, unknown>;
  description?: string;
}

const SELECT_CONTROLS = {
  enableEmptyFilter: false,
  defaultToFirstItem: false,
  multiSelect: true,
  searchAllOptions: false,
  inverseSelection: false,
};

/** The filter as stored in json_metadata, its scope and targets in bundle terms. */
export function nativeFilter(
  dashboardKey: string,
  spec: FilterSpec,
  placed: ReadonlyMap<string, { chartId: number; dataset: ExampleDatasetKey }>,
  tabIds: readonly string[],
  datasetUuid: (key: ExampleDatasetKey) => string,
): Record<string, unknown> {
  const all = [...placed.values()];
  const applies = (d: ExampleDatasetKey) => spec.appliesTo.includes(d);
  const target = spec.target
    ? {
        datasetUuid: datasetUuid(spec.target.dataset),
        ...(spec.target.column ? { column: { name: spec.target.column } } : {}),
      }
    : {};
  return {
    id: `NATIVE_FILTER-${dashboardKey}-${spec.key}`,
    type: 'NATIVE_FILTER',
    name: spec.name,
    filterType: spec.filterType,
    targets: [target],
    controlValues: {
      ...(spec.filterType === 'filter_select' ? SELECT_CONTROLS : { enableEmptyFilter: false }),
      ...spec.controlValues,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: {
      rootPath: ['ROOT_ID'],
      excluded: all.filter((c) => !applies(c.dataset)).map((c) => c.chartId),
    },
    chartsInScope: all.filter((c) => applies(c.dataset)).map((c) => c.chartId),
    tabsInScope: [...tabIds],
    description: spec.description ?? '',
  };
}
