import type { SankeyLink } from '../charts/sankey_v2/transform-props.ts';

/** ECharts' default gap between the nodes of a column, in px. */
const NODE_GAP = 8;
/** Least height in px a drawn node should get besides its gap. */
const MIN_NODE_PX = 4;

/**
 * Each node's column as ECharts' sankey layout places it ('justify' alignment): the length of the
 * longest path from a node without inflow, nodes without outflow in the last column. Undefined
 * when the links have a cycle (ECharts then places the rest its own way).
 */
export function sankeyColumns(
  names: readonly string[],
  links: readonly SankeyLink[],
): Map<string, number> | undefined {
  const inDegree = new Map(names.map((name) => [name, 0]));
  const targets = new Map<string, string[]>();
  for (const link of links) {
    inDegree.set(link.target, (inDegree.get(link.target) ?? 0) + 1);
    const list = targets.get(link.source) ?? [];
    list.push(link.target);
    targets.set(link.source, list);
  }
  const column = new Map<string, number>();
  let layer = names.filter((name) => inDegree.get(name) === 0);
  let x = 0;
  while (layer.length) {
    const next: string[] = [];
    for (const name of layer) {
      column.set(name, x);
      for (const target of targets.get(name) ?? []) {
        const left = (inDegree.get(target) ?? 0) - 1;
        inDegree.set(target, left);
        if (left === 0) next.push(target);
      }
    }
    layer = next;
    x += 1;
  }
  if (column.size < names.length) return undefined;
  for (const name of names) if (!targets.get(name)?.length) column.set(name, x - 1);
  return column;
}

/** A node as drawn: one node, or a run of thin nodes of one column drawn as one. */
export interface DrawnNode {
  name: string;
  /** The nodes drawn here, in order of first appearance. */
  members: string[];
  value: number;
}

/** The nodes and links to draw, and the drawn node of each node. */
export interface ThinNodesCombined {
  nodes: DrawnNode[];
  links: (SankeyLink & { count: number })[];
  drawnOf: Map<string, DrawnNode>;
}

/**
 * Nodes and links to draw for a sankey `height` px high whose columns hold more nodes than fit
 * (each needs NODE_GAP px plus a few px): in such a column, nodes under 1/fit of the column's
 * total are gathered, in order of first appearance, into runs of at least that share, drawn as
 * one node named after their count and first member; links between the same drawn nodes are
 * summed (`count` rows each). Every value is kept: a run's value is its members' sum. Undefined
 * when every column fits or the links have a cycle.
 */
export function combineThinNodes(
  nodeValues: ReadonlyMap<string, number>,
  links: readonly SankeyLink[],
  height: number,
): ThinNodesCombined | undefined {
  const names = [...nodeValues.keys()];
  const columns = sankeyColumns(names, links);
  if (!columns) return undefined;
  const fit = Math.max(Math.floor(height / (NODE_GAP + MIN_NODE_PX)) - 1, 1);
  const byColumn = new Map<number, string[]>();
  for (const name of names) {
    const x = columns.get(name)!;
    const column = byColumn.get(x) ?? [];
    column.push(name);
    byColumn.set(x, column);
  }
  if ([...byColumn.values()].every((column) => column.length <= fit)) return undefined;
  const taken = new Set(names);
  const drawnOf = new Map<string, DrawnNode>();
  const nodes: DrawnNode[] = [];
  const add = (members: string[], value: number) => {
    let name = members[0]!;
    if (members.length > 1) {
      name = `${members.length} × ${members[0]} …`;
      while (taken.has(name)) name += ' ';
      taken.add(name);
    }
    const node = { name, members, value };
    nodes.push(node);
    for (const member of members) drawnOf.set(member, node);
  };
  for (const column of byColumn.values()) {
    const total = column.reduce((sum, name) => sum + Math.abs(nodeValues.get(name) ?? 0), 0);
    const isWide = (value: number) =>
      column.length <= fit || !(total > 0) || Math.abs(value) / total >= 1 / fit;
    let run: string[] = [];
    let runValue = 0;
    const flush = () => {
      if (run.length) add(run, runValue);
      run = [];
      runValue = 0;
    };
    for (const name of column) {
      const value = nodeValues.get(name) ?? 0;
      if (isWide(value)) {
        add([name], value);
        continue;
      }
      run.push(name);
      runValue += value;
      if (isWide(runValue)) flush();
    }
    flush();
  }
  // Nodes in order of first appearance of their first member (ECharts' initial column order).
  const order = new Map(names.map((name, i) => [name, i]));
  nodes.sort((a, b) => order.get(a.members[0]!)! - order.get(b.members[0]!)!);
  const summed = new Map<string, SankeyLink & { count: number }>();
  for (const link of links) {
    const [from, to] = [drawnOf.get(link.source)!.name, drawnOf.get(link.target)!.name];
    const key = `${from}\u0000${to}`;
    const drawn = summed.get(key) ?? { source: from, target: to, value: 0, count: 0 };
    drawn.value += link.value;
    drawn.count += 1;
    summed.set(key, drawn);
  }
  return { nodes, links: [...summed.values()], drawnOf };
}
