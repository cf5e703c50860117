import type { DataRecord, DataRecordValue } from '../../contract.ts';

/** A node of a hierarchy folded from rows: summed metric values per path. */
export interface TreeNode {
  /** Unique key: the display names of the path joined with " / ". */
  id: string;
  name: string;
  value: number;
  /** Summed secondary metric (sunburst colouring), when there is one. */
  secondaryValue?: number;
  /** Raw values of the path columns from the root down to this node. */
  path: DataRecordValue[];
  children: TreeNode[];
}

/** Options of buildTree. */
export interface BuildTreeOptions {
  /** Hierarchy columns, outermost first. */
  columns: readonly string[];
  metric: string;
  secondaryMetric?: string;
  /** Display text of a cell. */
  format: (column: string, value: DataRecordValue) => string;
}

const numberOf = (value: DataRecordValue | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isNaN(n) ? 0 : n;
};

/** Folds rows into a tree over the columns in row order, summing the metric (and secondary metric) per node. */
export function buildTree(rows: readonly DataRecord[], options: BuildTreeOptions): TreeNode[] {
  const roots: TreeNode[] = [];
  // Each level's nodes by name: a linear search per row was n² with thousands of siblings.
  const byName = new Map<TreeNode[], Map<string, TreeNode>>();
  for (const row of rows) {
    let level = roots;
    const path: DataRecordValue[] = [];
    const names: string[] = [];
    for (const column of options.columns) {
      const raw = row[column] ?? null;
      const name = options.format(column, raw);
      path.push(raw);
      names.push(name);
      let siblings = byName.get(level);
      if (!siblings) byName.set(level, (siblings = new Map()));
      let node = siblings.get(name);
      if (!node) {
        node = {
          id: names.join(' / '),
          name,
          value: 0,
          path: [...path],
          children: [],
          ...(options.secondaryMetric ? { secondaryValue: 0 } : {}),
        };
        level.push(node);
        siblings.set(name, node);
      }
      node.value += numberOf(row[options.metric]);
      if (options.secondaryMetric)
        node.secondaryValue = (node.secondaryValue ?? 0) + numberOf(row[options.secondaryMetric]);
      level = node.children;
    }
  }
  return roots;
}

/** Every node of a forest, depth first. */
export function flattenTree(nodes: readonly TreeNode[]): TreeNode[] {
  const flat: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    flat.push(node);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return flat;
}
