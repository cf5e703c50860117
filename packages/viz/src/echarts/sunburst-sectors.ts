import type { TreeNode } from '../charts/_hierarchy/tree.ts';

/**
 * Narrowest sector drawn on its own in a sunburst of many nodes, in px of arc along its ring's
 * outer edge. Thinner neighbours are drawn as one sector: thousands of sub-pixel sectors cost
 * ECharts a sector, a text and their states each, and show nothing more than a few px of colour.
 */
export const MIN_SECTOR_PX = 3;

/** A sector as drawn: one node, or a run of adjacent thin siblings (or cousins) drawn as one. */
export interface DrawnSector {
  /** The node's id, or for a run, the parent's id and a marker no node id holds. */
  id: string;
  /** The nodes drawn here, largest first: one node, or the run's members. */
  members: TreeNode[];
  /** Sum of the members' values. */
  value: number;
  /** Sum of the members' secondary values. */
  secondaryValue: number;
  /** True for a run of thin sectors (drawn without a label, named in the tooltip). */
  isRun: boolean;
  children: DrawnSector[];
}

/** Marks the id of a run: the parent's id, this and the run's number among its siblings. */
export const RUN_MARK = '\u0001';

/**
 * The sectors to draw for `nodes` (siblings, sorted by value descending as ECharts' default 'desc'
 * sort draws them, ties in data order): a node whose arc along its ring's outer edge is at least
 * MIN_SECTOR_PX wide is drawn on its own; thinner neighbours are gathered into runs of at least
 * that width (the last run may be thinner). A run's children are its members' children, gathered
 * the same way one ring further out. `ringOuter(depth)` is the outer radius in px of the ring at
 * `depth` (0 for the innermost); `total` the sum over the whole tree. Values are kept whole:
 * every run's value is the sum of its members'.
 */
export function combineThinSectors(
  nodes: readonly TreeNode[],
  total: number,
  ringOuter: (depth: number) => number,
  depth = 0,
  parentId = '',
): DrawnSector[] {
  const sorted = nodes
    .map((node, i) => ({ node, i }))
    .sort((a, b) => b.node.value - a.node.value || a.i - b.i)
    .map(({ node }) => node);
  const minShare = total > 0 ? MIN_SECTOR_PX / (2 * Math.PI * ringOuter(depth)) : 0;
  const sectors: DrawnSector[] = [];
  let run: TreeNode[] = [];
  let runValue = 0;
  const single = (node: TreeNode): DrawnSector => ({
    id: node.id,
    members: [node],
    value: node.value,
    secondaryValue: node.secondaryValue ?? 0,
    isRun: false,
    children: combineThinSectors(node.children, total, ringOuter, depth + 1, node.id),
  });
  const flush = () => {
    if (run.length === 1) sectors.push(single(run[0]!));
    else if (run.length > 1) {
      const id = `${parentId}${RUN_MARK}${sectors.length}`;
      sectors.push({
        id,
        members: run,
        value: runValue,
        secondaryValue: run.reduce((sum, node) => sum + (node.secondaryValue ?? 0), 0),
        isRun: true,
        children: combineThinSectors(
          run.flatMap((node) => node.children),
          total,
          ringOuter,
          depth + 1,
          id,
        ),
      });
    }
    run = [];
    runValue = 0;
  };
  const isWide = (value: number) => !(minShare > 0) || Math.abs(value) / total >= minShare;
  for (const node of sorted) {
    if (isWide(node.value)) {
      flush();
      sectors.push(single(node));
      continue;
    }
    run.push(node);
    runValue += node.value;
    if (isWide(runValue)) flush();
  }
  flush();
  return sectors;
}

/** Number of sectors drawn, rings included. */
export function countSectors(sectors: readonly DrawnSector[]): number {
  return sectors.reduce((sum, s) => sum + 1 + countSectors(s.children), 0);
}
