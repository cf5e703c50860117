import { describe, expect, it } from 'vitest';
import { chordLegacyData } from './legacy-data.ts';

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
});
