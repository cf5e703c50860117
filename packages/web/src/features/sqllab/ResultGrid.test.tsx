import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ResultGrid } from './ResultGrid.tsx';

const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, v: (i * 7919) % 100_000 }));

function firstRowCells(): string[] {
  const first = screen.getAllByTestId('result-row')[0]!;
  return Array.from(first.querySelectorAll('[role="cell"]')).map((c) => c.textContent ?? '');
}

describe('ResultGrid', () => {
  // jsdom lays nothing out: give the scroll box the height a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders only a window of 100,000 rows', () => {
    render(<ResultGrid columns={['id', 'v']} rows={rows} />);
    const rendered = screen.getAllByTestId('result-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByTestId('result-grid').getAttribute('data-row-count')).toBe('100000');
    expect(firstRowCells()).toEqual(['0', '0']);
  });

  it('sorts by a column on header clicks: ascending, descending, then server order', () => {
    render(<ResultGrid columns={['id', 'v']} rows={rows} />);
    const header = screen.getAllByTestId('result-header')[1]!;
    fireEvent.click(header);
    expect(header.getAttribute('data-sort')).toBe('asc');
    expect(firstRowCells()).toEqual(['0', '0']);
    fireEvent.click(header);
    expect(header.getAttribute('data-sort')).toBe('desc');
    // 7919 * 82321 ≡ 99,999 (mod 100,000): row 82321 holds the largest value.
    expect(firstRowCells()).toEqual(['82321', '99999']);
    fireEvent.click(header);
    expect(header.getAttribute('data-sort')).toBe('none');
    expect(firstRowCells()).toEqual(['0', '0']);
  });

  it('resizes a column by dragging its edge', () => {
    render(<ResultGrid columns={['id', 'v']} rows={rows.slice(0, 3)} />);
    const handle = screen.getAllByTestId('result-resize')[0]!;
    fireEvent.mouseDown(handle, { clientX: 100 });
    fireEvent.mouseMove(window, { clientX: 160 });
    fireEvent.mouseUp(window);
    expect((screen.getAllByTestId('result-header')[0] as HTMLElement).style.width).toBe('220px');
    // The click that ends a drag does not sort.
    expect(screen.getAllByTestId('result-header')[0]!.getAttribute('data-sort')).toBe('none');
  });
});
