import type { ChartHooks, DataRecordValue } from '../../contract.ts';
import {
  buildCategoricalInteractions,
  type CategoricalInteractions,
} from '../_categorical/interactions.ts';
import { flattenTree, type TreeNode } from './tree.ts';

/** Input of buildHierarchyInteractions. */
export interface HierarchyInteractionsInput {
  hooks?: ChartHooks;
  emitCrossFilters: boolean;
  /** Hierarchy column labels, outermost first. */
  columns: readonly string[];
  tree: readonly TreeNode[];
  selectedValues: readonly string[];
  formatValue: (column: string, value: DataRecordValue) => string;
}

/**
 * Clicks and right-clicks on a node (named by its id): filters on the columns from the root down to
 * the node's depth, with the node's path values.
 */
export function buildHierarchyInteractions(
  input: HierarchyInteractionsInput,
): CategoricalInteractions {
  const byId = new Map(flattenTree(input.tree).map((node) => [node.id, node]));
  const forNode = (id: string) => {
    const node = byId.get(id);
    if (!node) return undefined;
    return buildCategoricalInteractions({
      hooks: input.hooks,
      emitCrossFilters: input.emitCrossFilters,
      groupby: input.columns.slice(0, node.path.length),
      labelMap: { [id]: node.path },
      selectedValues: input.selectedValues,
      formatValue: input.formatValue,
    });
  };
  const sample = buildCategoricalInteractions({ ...input, groupby: input.columns, labelMap: {} });
  return {
    onItemClick: sample.onItemClick ? (id) => forNode(id)?.onItemClick?.(id) : undefined,
    onContextMenu: sample.onContextMenu
      ? (x, y, id) => forNode(id)?.onContextMenu?.(x, y, id)
      : undefined,
  };
}
