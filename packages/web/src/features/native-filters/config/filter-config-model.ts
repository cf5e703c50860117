import {
  DASHBOARD_ROOT_ID,
  type FilterDivider,
  type NativeFilter,
  type NativeFilterConfiguration,
} from '@sightline/core';

/** Prefix of native filter ids (docs/api.md §5.2). */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
/** Prefix of divider ids. */
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';
/** How long a removed filter can be restored (docs/dashboards.md §9). */
export const FILTER_REMOVAL_UNDO_MS = 5000;

/** Filter types offered by the configuration modal, with their labels. */
export const FILTER_TYPE_CHOICES = [
  { value: 'filter_select', label: 'Value' },
  { value: 'filter_range', label: 'Numerical range' },
  { value: 'filter_time', label: 'Time range' },
  { value: 'filter_timecolumn', label: 'Time column' },
  { value: 'filter_timegrain', label: 'Time grain' },
] as const;

/** Filter types that need a column besides a dataset. */
export const COLUMN_FILTER_TYPES: readonly string[] = ['filter_select', 'filter_range'];
/** Filter types that need a dataset. */
export const DATASET_FILTER_TYPES: readonly string[] = [
  'filter_select',
  'filter_range',
  'filter_timegrain',
  'filter_timecolumn',
];

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A random id after `prefix`, like Superset's nanoid-based filter ids. */
export function generateFilterId(prefix: string = NATIVE_FILTER_PREFIX, length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return prefix + Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** A new value filter over the whole dashboard. */
export function newNativeFilter(id: string = generateFilterId()): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [{}],
    scope: { rootPath: [DASHBOARD_ROOT_ID], excluded: [] },
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    description: '',
  };
}

/** A new divider. */
export function newDivider(
  id: string = generateFilterId(NATIVE_FILTER_DIVIDER_PREFIX),
): FilterDivider {
  return { id, type: 'DIVIDER', title: '', description: '' };
}

/** A validation error of one configuration item. */
export interface FilterConfigError {
  id: string;
  field: 'name' | 'title' | 'dataset' | 'column' | 'parent';
  message: string;
}

function hasCycle(filter: NativeFilter, byId: Map<string, NativeFilter>): boolean {
  const seen = new Set<string>();
  const stack = [...filter.cascadeParentIds];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === filter.id) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(byId.get(id)?.cascadeParentIds ?? []));
  }
  return false;
}

/**
 * Errors of a configuration, in list order: a filter needs a name, a dataset (all but time range)
 * and a column (value and range filters); parents may not form a cycle; a divider needs a title.
 */
export function validateFilterConfig(items: NativeFilterConfiguration): FilterConfigError[] {
  const byId = new Map(
    items.filter((i): i is NativeFilter => i.type === 'NATIVE_FILTER').map((f) => [f.id, f]),
  );
  const errors: FilterConfigError[] = [];
  for (const item of items) {
    if (item.type === 'DIVIDER') {
      if (!item.title.trim())
        errors.push({ id: item.id, field: 'title', message: 'Title is required' });
      continue;
    }
    if (!item.name.trim()) errors.push({ id: item.id, field: 'name', message: 'Name is required' });
    const target = item.targets[0];
    if (DATASET_FILTER_TYPES.includes(item.filterType) && !target?.datasetId)
      errors.push({ id: item.id, field: 'dataset', message: 'Dataset is required' });
    if (COLUMN_FILTER_TYPES.includes(item.filterType) && !target?.column?.name)
      errors.push({ id: item.id, field: 'column', message: 'Column is required' });
    if (hasCycle(item, byId))
      errors.push({ id: item.id, field: 'parent', message: 'Cannot create cyclic hierarchy' });
  }
  return errors;
}
