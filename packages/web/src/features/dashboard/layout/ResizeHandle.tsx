import { useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { GRID_BASE_UNIT, GRID_GUTTER_SIZE } from '@sightline/core';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';

/** The size a drag of the handle by (dx, dy) px asks for, in grid columns and grid row units. */
export function resizeRequestOf(
  meta: LayoutComponent['meta'],
  dx: number,
  dy: number,
  columnWidth: number,
  hasHeight: boolean,
) {
  const step = columnWidth + GRID_GUTTER_SIZE;
  const width = meta.width === undefined ? undefined : meta.width + Math.round(dx / step);
  const height =
    hasHeight && meta.height !== undefined
      ? meta.height + Math.round(dy / GRID_BASE_UNIT)
      : undefined;
  return { ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) };
}

/** The bottom-right handle resizing a chart, markdown or column; core clamps the result. */
export function ResizeHandle({ component }: { component: LayoutComponent }) {
  const { columnWidth, resize } = useDashboardContext();
  const [preview, setPreview] = useState<{ dx: number; dy: number } | null>(null);
  const hasHeight = component.type === 'CHART' || component.type === 'MARKDOWN';

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startY = event.clientY;
    const move = (e: PointerEvent) =>
      setPreview({ dx: e.clientX - startX, dy: e.clientY - startY });
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setPreview(null);
      resize(
        component.id,
        resizeRequestOf(
          component.meta,
          e.clientX - startX,
          e.clientY - startY,
          columnWidth,
          hasHeight,
        ),
      );
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <>
      {preview && (
        <div
          data-test="resize-preview"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            right: -preview.dx,
            bottom: hasHeight ? -preview.dy : 0,
            border: '2px solid #1677ff',
            pointerEvents: 'none',
            zIndex: 6,
          }}
        />
      )}
      <div
        role="separator"
        aria-label="Resize"
        data-test="resize-handle"
        onPointerDown={onPointerDown}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 14,
          height: 14,
          cursor: hasHeight ? 'nwse-resize' : 'ew-resize',
          zIndex: 5,
          borderRight: '3px solid #1677ff',
          borderBottom: hasHeight ? '3px solid #1677ff' : undefined,
        }}
      />
    </>
  );
}
