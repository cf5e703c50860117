import { describe, expect, it } from 'vitest';
import { chordFlows, chordLegacyData } from './legacy-data.ts';

describe('chord legacy data', () => {
  it('answers the members and the flow matrix, matrix[i][j] flowing from nodes[j] to nodes[i]', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'chord',
      groupby: ['src'],
      columns: ['dst'],
      metric: 'count',
    };
    const data = [
      { src: 'A', dst: 'B', count: 5 },
      { src: 'B', dst: 'C', count: 2 },
      { src: 'C', dst: 'A', count: 1 },
      { src: 'A', dst: 'C', count: 3 },
    ];
    expect(chordLegacyData(formData, [{ data, colnames: ['src', 'dst', 'count'] }])).toEqual({
      nodes: ['A', 'B', 'C'],
      matrix: [
        [0, 0, 1],
        [5, 0, 0],
        [3, 2, 0],
      ],
    });
  });

  it('sums duplicate flows, drops those that sum to 0, and orders them by target then source', () => {
    const data = [
      { src: 'A', dst: 'B', n: 5 },
      { src: 'C', dst: 'A', n: 1 },
      { src: 'A', dst: 'B', n: 2 },
      { src: 'B', dst: 'C', n: 4 },
      { src: 'B', dst: 'C', n: -4 },
      { src: 'C', dst: 'B', n: 3 },
    ];
    expect(chordFlows(data, 'src', 'dst', 'n')).toEqual({
      nodes: ['A', 'B', 'C'],
      flows: [
        { from: 2, to: 0, value: 1 },
        { from: 0, to: 1, value: 7 },
        { from: 2, to: 1, value: 3 },
      ],
    });
  });

  it('reads 10,000 rows of 2,000 members, every flow kept', () => {
    const data = Array.from({ length: 10_000 }, (_, i) => ({
      src: `s${i % 1000}`,
      dst: `t${(i * 7) % 1000}`,
      n: 1,
    }));
    const { nodes, flows } = chordFlows(data, 'src', 'dst', 'n');
    expect(nodes).toHaveLength(2000);
    expect(flows.reduce((sum, f) => sum + f.value, 0)).toBe(10_000);
  });
});
