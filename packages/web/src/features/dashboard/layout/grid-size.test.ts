import { describe, expect, it } from 'vitest';
import { columnWidthOf, heightPx, widthPx } from './grid-size.ts';
import { resizeRequestOf } from './ResizeHandle.tsx';

describe('grid sizes', () => {
  it('splits the grid into 12 columns with 16 px gutters', () => {
    expect(columnWidthOf(1376)).toBe(100);
    expect(widthPx(4, 100)).toBe(448);
    expect(widthPx(12, 100)).toBe(1376);
    expect(heightPx(50)).toBe(400);
  });

  it('turns a handle drag into grid columns and row units', () => {
    expect(resizeRequestOf({ width: 4, height: 50 }, 232, 80, 100, true)).toEqual({
      width: 6,
      height: 60,
    });
    expect(resizeRequestOf({ width: 4, height: 50 }, -120, -3, 100, true)).toEqual({
      width: 3,
      height: 50,
    });
    expect(resizeRequestOf({ width: 4 }, 116, 200, 100, false)).toEqual({ width: 5 });
  });
});
