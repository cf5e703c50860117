import { describe, expect, it } from 'vitest';
import { drillDetailTitle } from './DrillDetailModal.tsx';

describe('drill to detail title', () => {
  it('names what was clicked', () => {
    expect(
      drillDetailTitle([
        { col: 'order_date', op: '==', val: 1, formattedVal: 'January 2024', grain: 'P1M' },
        { col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' },
      ]),
    ).toBe('Drill to detail by January 2024, EMEA');
    expect(drillDetailTitle([])).toBe('Drill to detail');
  });
});
