import { useMemo } from 'react';
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import {
  chartsInScope,
  scopeFromCheckedCharts,
  scopeTreeOf,
  type FilterScope,
  type Layout,
  type ScopeTreeNode,
} from '@sightline/core';

function toDataNode(node: ScopeTreeNode): DataNode {
  return { key: node.key, title: node.title, children: node.children.map(toDataNode) };
}

function chartKeys(node: ScopeTreeNode, out: Map<string, number> = new Map()): Map<string, number> {
  if (node.type === 'CHART' && node.chartId !== undefined) out.set(node.key, node.chartId);
  node.children.forEach((child) => chartKeys(child, out));
  return out;
}

export interface ScopeTreeProps {
  layout: Layout;
  chartNames: Record<number, string>;
  scope: FilterScope;
  onChange(scope: FilterScope): void;
}

/** The scoping tree (dashboard, tabs, charts): checked charts become rootPath / excluded. */
export function ScopeTree({ layout, chartNames, scope, onChange }: ScopeTreeProps) {
  const tree = useMemo(() => scopeTreeOf(layout, chartNames), [layout, chartNames]);
  const keys = useMemo(() => chartKeys(tree), [tree]);
  const inScope = new Set(chartsInScope(scope, layout));
  const checkedKeys = [...keys].filter(([, chartId]) => inScope.has(chartId)).map(([key]) => key);
  return (
    <Tree
      data-test="filter-scope-tree"
      checkable
      defaultExpandAll
      selectable={false}
      treeData={[toDataNode(tree)]}
      checkedKeys={checkedKeys}
      onCheck={(checked) => {
        const list = Array.isArray(checked) ? checked : checked.checked;
        const chartIds = list
          .map((key) => keys.get(String(key)))
          .filter((id): id is number => id !== undefined);
        onChange(scopeFromCheckedCharts(layout, chartIds));
      }}
    />
  );
}
