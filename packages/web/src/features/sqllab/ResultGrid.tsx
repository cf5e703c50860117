import { useMemo, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cellText, nextSortDirection, sortedRowIndexes } from './result-sort.ts';
import type { SortDirection } from './result-sort.ts';

const ROW_HEIGHT = 28;
const DEFAULT_WIDTH = 160;
const MIN_WIDTH = 48;

export interface ResultGridProps {
  columns: string[];
  rows: Record<string, unknown>[];
  height?: number;
}

/** A virtualised result grid: only visible rows render, columns sort on click and resize by dragging. */
export function ResultGrid({ columns, rows, height = 320 }: ResultGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<{ column: string | null; direction: SortDirection }>({
    column: null,
    direction: null,
  });
  const [widths, setWidths] = useState<Record<string, number>>({});
  const order = useMemo(() => sortedRowIndexes(rows, sort.column, sort.direction), [rows, sort]);
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 0, height },
  });
  const widthOf = (c: string) => widths[c] ?? DEFAULT_WIDTH;
  const totalWidth = columns.reduce((sum, c) => sum + widthOf(c), 0);

  const startResize = (column: string, event: ReactMouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widthOf(column);
    const onMove = (e: MouseEvent) =>
      setWidths((w) => ({ ...w, [column]: Math.max(MIN_WIDTH, startWidth + e.clientX - startX) }));
    const onUp = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
  };
  const toggleSort = (column: string) =>
    setSort((s) => {
      const direction = nextSortDirection(s.column === column ? s.direction : null);
      return { column: direction ? column : null, direction };
    });

  const cellStyle = (c: string) => ({
    width: widthOf(c),
    minWidth: widthOf(c),
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
    borderRight: '1px solid #f0f0f0',
  });

  return (
    <div
      ref={scrollRef}
      data-test="result-grid"
      data-row-count={rows.length}
      style={{
        height,
        overflow: 'auto',
        border: '1px solid #f0f0f0',
        fontSize: 13,
        fontFamily: 'monospace',
      }}
    >
      <div
        role="row"
        style={{
          display: 'flex',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          background: '#fafafa',
          width: totalWidth,
          height: ROW_HEIGHT,
          lineHeight: `${ROW_HEIGHT}px`,
          fontWeight: 600,
        }}
      >
        {columns.map((c) => (
          <div
            key={c}
            role="columnheader"
            data-test="result-header"
            data-sort={sort.column === c ? sort.direction : 'none'}
            style={{ ...cellStyle(c), position: 'relative', cursor: 'pointer', userSelect: 'none' }}
            onClick={() => toggleSort(c)}
          >
            {c}
            {sort.column === c ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
            <span
              data-test="result-resize"
              onMouseDown={(e) => startResize(c, e)}
              onClick={(e) => e.stopPropagation()}
              style={{
                position: 'absolute',
                right: 0,
                top: 0,
                width: 6,
                height: '100%',
                cursor: 'col-resize',
              }}
            />
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width: totalWidth, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[order[item.index]!]!;
          return (
            <div
              key={item.key}
              role="row"
              data-test="result-row"
              style={{
                display: 'flex',
                position: 'absolute',
                top: 0,
                transform: `translateY(${item.start}px)`,
                height: ROW_HEIGHT,
                lineHeight: `${ROW_HEIGHT}px`,
                borderBottom: '1px solid #f5f5f5',
              }}
            >
              {columns.map((c) => (
                <div
                  key={c}
                  role="cell"
                  style={{
                    ...cellStyle(c),
                    color: row[c] === null || row[c] === undefined ? '#aaa' : undefined,
                  }}
                >
                  {cellText(row[c])}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
