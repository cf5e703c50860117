import { useEffect, useRef } from 'react';
import {
  HORIZON_BANDS,
  bandFill,
  type HorizonChartProps,
  type HorizonRow,
} from './transform-props.ts';

function drawRow(
  canvas: HTMLCanvasElement,
  row: HorizonRow,
  colors: readonly string[],
  width: number,
  height: number,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, width, height);
  const step = row.scaled.length ? width / row.scaled.length : 0;
  for (let band = 0; band < HORIZON_BANDS; band += 1) {
    row.scaled.forEach((scaled, i) => {
      if (scaled === null || scaled === 0) return;
      const fill = bandFill(scaled, band) * height;
      if (fill <= 0) return;
      // Positive bands grow up from the bottom; negative bands are mirrored and grow down from the top.
      context.fillStyle =
        scaled > 0 ? colors[HORIZON_BANDS + band] : colors[HORIZON_BANDS - band - 1];
      context.fillRect(i * step, scaled > 0 ? height - fill : 0, step + 1, fill);
    });
  }
}

function HorizonRowCanvas({
  row,
  colors,
  width,
  height,
}: {
  row: HorizonRow;
  colors: readonly string[];
  width: number;
  height: number;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) drawRow(ref.current, row, colors, width, height);
  }, [row, colors, width, height]);
  return (
    <div style={{ position: 'relative', height, borderBottom: '1px solid #fff' }}>
      <canvas ref={ref} width={width} height={height} style={{ display: 'block' }} />
      <span
        style={{
          position: 'absolute',
          left: 4,
          top: 0,
          fontSize: Math.min(12, height),
          lineHeight: `${height}px`,
          pointerEvents: 'none',
        }}
      >
        {row.label}
      </span>
    </div>
  );
}

/** Horizon chart: one banded canvas row per series, scrolling when the rows are taller than the chart. */
export function HorizonChart(props: HorizonChartProps) {
  return (
    <div style={{ width: props.width, height: props.height, overflowY: 'auto' }}>
      {props.rows.map((row) => (
        <HorizonRowCanvas
          key={row.label}
          row={row}
          colors={props.colors}
          width={props.width}
          height={props.seriesHeight}
        />
      ))}
    </div>
  );
}
