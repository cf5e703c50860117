import type { CalHeatmapChartProps, Calendar } from './transform-props.ts';

const LEGEND_HEIGHT = 18;

function CalendarView({
  calendar,
  cellSize,
  cellRadius,
  width,
}: {
  calendar: Calendar;
  cellSize: number;
  cellRadius: number;
  width: number;
}) {
  const legendHeight = calendar.legend.length ? LEGEND_HEIGHT : 0;
  return (
    <svg
      width={width}
      height={calendar.height + legendHeight}
      style={{ display: 'block', marginBottom: 12 }}
    >
      {calendar.legend.map((item, i) => (
        <rect
          key={`legend-${item.label}-${i}`}
          x={i * (cellSize + 2)}
          y={0}
          width={cellSize}
          height={cellSize}
          rx={cellRadius}
          fill={item.color}
        >
          <title>{item.label}</title>
        </rect>
      ))}
      <g transform={`translate(0, ${legendHeight})`}>
        {calendar.title ? (
          <text x={0} y={14} fontSize={12} fontWeight="bold">
            {calendar.title}
          </text>
        ) : null}
        {calendar.cells.map((cell) => (
          <g key={cell.time}>
            <rect
              x={cell.x}
              y={cell.y}
              width={cellSize}
              height={cellSize}
              rx={cellRadius}
              fill={cell.color}
            >
              <title>{cell.title}</title>
            </rect>
            {cell.text ? (
              <text
                x={cell.x + cellSize / 2}
                y={cell.y + cellSize / 2}
                fontSize={Math.max(6, cellSize / 3)}
                textAnchor="middle"
                dominantBaseline="central"
                pointerEvents="none"
              >
                {cell.text}
              </text>
            ) : null}
          </g>
        ))}
        {calendar.domainLabels.map((label) => (
          <text key={`${label.x}-${label.text}`} x={label.x} y={label.y} fontSize={10} fill="#666">
            {label.text}
          </text>
        ))}
      </g>
    </svg>
  );
}

/** Calendar heatmap: one SVG calendar per metric, scrolling when wider or taller than the chart. */
export function CalHeatmapChart(props: CalHeatmapChartProps) {
  if (props.error) {
    return (
      <div
        style={{
          width: props.width,
          height: props.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
        }}
        role="alert"
      >
        {props.error}
      </div>
    );
  }
  return (
    <div style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.calendars.map((calendar) => (
        <CalendarView
          key={calendar.metric}
          calendar={calendar}
          cellSize={props.cellSize}
          cellRadius={props.cellRadius}
          width={props.contentWidth}
        />
      ))}
    </div>
  );
}
