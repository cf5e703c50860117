import type { SparklineGeometry } from './sparkline.ts';

/** A tiny SVG line chart; each point carries a tooltip (`titles[i]`), optional min/max labels on the right. */
export function Sparkline({
  geometry,
  titles,
  showYAxis,
  formatValue,
}: {
  geometry: SparklineGeometry;
  titles: readonly string[];
  showYAxis: boolean;
  formatValue: (v: number) => string;
}) {
  const { width, height } = geometry;
  const axis = showYAxis ? 48 : 0;
  return (
    <svg width={width + axis} height={height} role="img" aria-label="sparkline">
      {geometry.segments.map((points, i) => (
        <polyline key={i} points={points} fill="none" stroke="#1f77b4" strokeWidth={1.5} />
      ))}
      {geometry.points.map((p) => (
        <circle key={p.index} cx={p.x} cy={p.y} r={3} fill="transparent">
          <title>{titles[p.index]}</title>
        </circle>
      ))}
      {showYAxis && (
        <>
          <text x={width + 4} y={10} fontSize={10}>
            {formatValue(geometry.max)}
          </text>
          <text x={width + 4} y={height - 2} fontSize={10}>
            {formatValue(geometry.min)}
          </text>
        </>
      )}
    </svg>
  );
}
