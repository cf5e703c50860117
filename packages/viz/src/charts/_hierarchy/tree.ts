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
  for (const row of rows) {
    let level = roots;
    const path: DataRecordValue[] = [];
    const names: string[] = [];
    for (const column of options.columns) {
      const raw = row[column] ?? null;
      const name = options.format(column, raw);
      path.push(raw);
      names.push(name);
      let node = level.find((n) => n.name === name);
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
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
