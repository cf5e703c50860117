import type { ExampleChart } from './example-types.ts';

// Builds a dashboard's position_json (docs/api.md §5.3) from rows of charts and markdown, optionally
// under tabs: ROOT_ID > GRID_ID > [header row, TABS > TAB > rows]. Ids are derived from the dashboard
// and chart keys, so every start builds the same layout.

/** A chart (by key) or a markdown block in a row; widths are in grid columns (12 a row). */
export type RowItem =
  | { chart: string; width: number; height?: number }
  | { markdown: string; width: number; height?: number };

/** One tab of a dashboard: its title and rows. */
export interface TabSpec {
  title: string;
  rows: RowItem[][];
}

type Node = {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
};

/** The built position, and the placed charts with the chart id each carries in the bundle. */
export interface BuiltLayout {
  position: Record<string, unknown>;
  /** Chart key -> the id written in the position (remapped to the real id on import). */
  placed: Map<string, number>;
  tabIds: string[];
}

const DEFAULT_HEIGHT = 50;

/**
 * The position of a dashboard: a markdown header row, then the tabs (one tab: its rows, without tabs). Chart ids
 * in the position are `chartIds.get(key)`: placeholders that the import maps through `meta.uuid`.
 */
export function buildLayout(opts: {
  key: string;
  title: string;
  header: string;
  tabs: TabSpec[];
  charts: ReadonlyMap<string, ExampleChart & { uuid: string }>;
  chartIds: ReadonlyMap<string, number>;
}): BuiltLayout {
  const nodes: Record<string, Node> = {};
  const placed = new Map<string, number>();
  let seq = 0;
  const add = (node: Node, parent: Node): Node => {
    node.parents = [...(parent.parents ?? []), parent.id];
    nodes[node.id] = node;
    parent.children.push(node.id);
    return node;
  };
  const root: Node = { id: 'ROOT_ID', type: 'ROOT', children: [] };
  nodes.ROOT_ID = root;
  nodes.HEADER_ID = { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: opts.title } };
  const grid = add({ id: 'GRID_ID', type: 'GRID', children: [] }, root);

  const addRow = (items: RowItem[], parent: Node) => {
    const row = add(
      {
        id: `ROW-${opts.key}-${++seq}`,
        type: 'ROW',
        children: [],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      parent,
    );
    for (const item of items) {
      const height = item.height ?? DEFAULT_HEIGHT;
      if ('markdown' in item) {
        add(
          {
            id: `MARKDOWN-${opts.key}-${++seq}`,
            type: 'MARKDOWN',
            children: [],
            meta: { code: item.markdown, width: item.width, height },
          },
          row,
        );
        continue;
      }
      const chart = opts.charts.get(item.chart);
      const chartId = opts.chartIds.get(item.chart);
      if (!chart || chartId === undefined) throw new Error(`Unknown example chart ${item.chart}`);
      placed.set(item.chart, chartId);
      add(
        {
          id: `CHART-${item.chart}`,
          type: 'CHART',
          children: [],
          meta: { chartId, uuid: chart.uuid, sliceName: chart.name, width: item.width, height },
        },
        row,
      );
    }
  };

  addRow([{ markdown: opts.header, width: 12, height: 16 }], grid);
  const tabIds: string[] = [];
  if (opts.tabs.length === 1) {
    for (const row of opts.tabs[0]!.rows) addRow(row, grid);
  } else {
    const tabs = add({ id: `TABS-${opts.key}`, type: 'TABS', children: [], meta: {} }, grid);
    opts.tabs.forEach((spec, i) => {
      const meta = { text: spec.title, defaultText: 'Tab title', placeholder: 'Tab title' };
      const tab = add({ id: `TAB-${opts.key}-${i + 1}`, type: 'TAB', children: [], meta }, tabs);
      tabIds.push(tab.id);
      for (const row of spec.rows) addRow(row, tab);
    });
  }
  return { position: { ...nodes, DASHBOARD_VERSION_KEY: 'v2' }, placed, tabIds };
}
