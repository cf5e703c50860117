import {
  BACKGROUNDS,
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type ComponentType,
} from './constants.ts';
import type { ComponentMeta, Layout, LayoutComponent } from './layout-schema.ts';

/** Produces the id of a new component; ids are `<TYPE>-<random>` in production, deterministic in tests. */
export type IdGenerator = (type: ComponentType) => string;

/** An id generator giving `<TYPE>-1`, `<TYPE>-2`, ... (one counter for all types). */
export function counterIdGenerator(start = 1): IdGenerator {
  let next = start;
  return (type) => `${type}-${next++}`;
}

/** Default meta of each component type (docs/api.md §5.3). */
export function defaultMeta(type: ComponentType): ComponentMeta {
  const background = BACKGROUNDS[0];
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, code: '' };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background };
    case 'ROW':
      return { background };
    case 'HEADER':
      return { text: 'New header', headerSize: 'MEDIUM_HEADER', background };
    case 'TAB':
      return { text: '', defaultText: 'Tab title', placeholder: 'Tab title' };
    case 'DYNAMIC':
      return { width: 12, background };
    default:
      return {};
  }
}

/** A new detached component of `type` with default meta merged with `meta`. */
export function newComponent(
  type: ComponentType,
  ids: IdGenerator,
  meta: ComponentMeta = {},
): LayoutComponent {
  return {
    id: ids(type),
    type,
    children: [],
    parents: [],
    meta: { ...defaultMeta(type), ...meta },
  };
}

/** An empty dashboard layout: ROOT > GRID, plus the HEADER holding the title. */
export function emptyLayout(title = ''): Layout {
  return {
    [DASHBOARD_ROOT_ID]: {
      id: DASHBOARD_ROOT_ID,
      type: 'ROOT',
      children: [DASHBOARD_GRID_ID],
      parents: [],
      meta: {},
    },
    [DASHBOARD_GRID_ID]: {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      parents: [DASHBOARD_ROOT_ID],
      meta: {},
    },
    [DASHBOARD_HEADER_ID]: {
      id: DASHBOARD_HEADER_ID,
      type: 'HEADER',
      children: [],
      parents: [],
      meta: { text: title },
    },
  };
}
