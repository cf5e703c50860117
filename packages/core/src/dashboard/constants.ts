/**
 * Dashboard layout constants (docs/dashboards.md §9, docs/api.md §5.3).
 */

/** Layout component types of position_json (docs/api.md §5.3). */
export const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'CHART',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
] as const;
/** One layout component type. */
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Fixed id of the root component. */
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
/** Fixed id of the grid component. */
export const DASHBOARD_GRID_ID = 'GRID_ID';
/** Fixed id of the header component (its meta.text is the dashboard title). */
export const DASHBOARD_HEADER_ID = 'HEADER_ID';
/** Key of the version marker stored beside the components in position_json. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
/** Value of the version marker. */
export const DASHBOARD_VERSION = 'v2';
/** Source id of drops coming from the "new components" panel. */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

/** Depth of the root component; depth limits of the nesting matrix are relative to it. */
export const DASHBOARD_ROOT_DEPTH = 0;
/** Grid width in columns. */
export const GRID_COLUMN_COUNT = 12;
/** Default width of charts, markdown and columns, in grid columns. */
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** Minimum component width in grid columns. */
export const GRID_MIN_COLUMN_COUNT = 1;
/** Default chart and markdown height in grid row units. */
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** Minimum height in grid row units. */
export const GRID_MIN_ROW_UNITS = 5;
/** Maximum of a grid constant (docs/dashboards.md §9: "Max 65535 for a grid constant"), used as maximum height. */
export const GRID_MAX_ROW_UNITS = 65535;
/** Base grid unit in px. */
export const GRID_BASE_UNIT = 8;
/** Gutter between grid columns in px. */
export const GRID_GUTTER_SIZE = 16;
/** Distance in px from an edge within which a drop becomes a sibling drop. */
export const DROP_THRESHOLD_PX = 20;

/** Undo slots (docs/dashboards.md §4, §9: 50 plus 2). */
export const UNDO_LIMIT = 50;
/** History entries kept: the undo limit plus 2. */
export const HISTORY_LIMIT = UNDO_LIMIT + 2;

/** Warning when a drop does not fit the destination (docs/dashboards.md §5). */
export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
/** Refusal when a top-level tab is moved into nested tabs (docs/dashboards.md §5). */
export const TOP_LEVEL_TAB_MESSAGE = 'Can not move top level tab into nested tabs';

/** Row/column backgrounds. */
export const BACKGROUNDS = ['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE'] as const;
/** Header sizes. */
export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;
