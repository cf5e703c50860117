import { Flex, Tooltip, Typography } from 'antd';
import { PHASE_LABELS, axisEnd } from './waterfall.ts';
import type { PhaseKind, WaterfallRow } from './waterfall.ts';

/** Phase colours: antd's palette, the database in the primary blue as the part to act on. */
export const PHASE_COLORS: Record<PhaseKind, string> = {
  queue: '#d9d9d9',
  database: '#1677ff',
  transfer: '#91caff',
  render: '#73d13d',
};

const NAME_WIDTH = 200;
const TOTAL_WIDTH = 72;
const ROW_HEIGHT = 22;

/** "850 ms", "1.24 s". */
export function formatMs(ms: number | null): string {
  if (ms === null) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** Round tick steps for an axis of `end` ms: about five ticks. */
export function axisTicks(end: number): number[] {
  const raw = end / 5;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = 0; t <= end; t += step) ticks.push(t);
  return ticks;
}

export function PhaseLegend() {
  return (
    <Flex gap={16} data-test="profiler-legend">
      {(Object.keys(PHASE_LABELS) as PhaseKind[]).map((kind) => (
        <Flex key={kind} gap={6} align="center">
          <span
            style={{ width: 12, height: 12, borderRadius: 2, background: PHASE_COLORS[kind] }}
          />
          <Typography.Text type="secondary">{PHASE_LABELS[kind]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function rowTooltip(row: WaterfallRow) {
  return (
    <div>
      <div>{row.name}</div>
      {(Object.keys(PHASE_LABELS) as PhaseKind[]).map((kind) => (
        <div key={kind}>
          {PHASE_LABELS[kind]}: {formatMs(row.durations[kind])}
        </div>
      ))}
      {row.timing?.rowCount !== undefined && <div>Rows: {row.timing.rowCount}</div>}
    </div>
  );
}

function Bars({ row, end }: { row: WaterfallRow; end: number }) {
  const pct = (ms: number) => `${(ms / end) * 100}%`;
  if (row.start === null) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: `${ROW_HEIGHT}px` }}>
        Not loaded (outside the viewport or on a closed tab)
      </Typography.Text>
    );
  }
  return (
    <Tooltip title={rowTooltip(row)} placement="topLeft">
      <div style={{ position: 'relative', height: ROW_HEIGHT }}>
        {row.phases.map((phase) => (
          <div
            key={phase.kind}
            data-test={`profiler-phase-${phase.kind}`}
            style={{
              position: 'absolute',
              top: 5,
              height: ROW_HEIGHT - 10,
              left: pct(phase.start),
              // A phase too short to see still shows as a hairline.
              width: `max(1px, ${pct(phase.end - phase.start)})`,
              background: PHASE_COLORS[phase.kind],
            }}
          />
        ))}
      </div>
    </Tooltip>
  );
}

/** One line per chart: name, its phases on the common axis from page start, its own load time. */
export function WaterfallChart({ rows }: { rows: readonly WaterfallRow[] }) {
  const end = axisEnd(rows);
  const ticks = axisTicks(end);
  return (
    <div data-test="profiler-waterfall">
      <Flex style={{ borderBottom: '1px solid #f0f0f0', height: 20 }}>
        <div style={{ width: NAME_WIDTH, flex: 'none' }} />
        <div style={{ position: 'relative', flex: 1 }}>
          {ticks.map((t) => (
            <Typography.Text
              key={t}
              type="secondary"
              style={{
                position: 'absolute',
                left: `${(t / end) * 100}%`,
                fontSize: 11,
                whiteSpace: 'nowrap',
                // A label near the axis' end ends at its tick instead of running past the bars.
                transform: t / end > 0.9 ? 'translateX(-100%)' : undefined,
              }}
            >
              {formatMs(t)}
            </Typography.Text>
          ))}
        </div>
        <div style={{ width: TOTAL_WIDTH, flex: 'none' }} />
      </Flex>
      <div style={{ maxHeight: 340, overflowY: 'auto' }}>
        {rows.map((row) => (
          <Flex
            key={row.chartId}
            align="center"
            data-test="profiler-row"
            data-chart-id={row.chartId}
            data-render-ms={Math.round(row.durations.render)}
            style={{ borderBottom: '1px solid #fafafa' }}
          >
            <Typography.Text ellipsis style={{ width: NAME_WIDTH, flex: 'none', paddingRight: 8 }}>
              {row.name}
            </Typography.Text>
            <div style={{ flex: 1, position: 'relative' }}>
              {ticks.map((t) => (
                <div
                  key={t}
                  style={{
                    position: 'absolute',
                    left: `${(t / end) * 100}%`,
                    top: 0,
                    bottom: 0,
                    borderLeft: '1px dashed #f0f0f0',
                  }}
                />
              ))}
              <Bars row={row} end={end} />
            </div>
            <Typography.Text
              type="secondary"
              style={{ width: TOTAL_WIDTH, flex: 'none', textAlign: 'right', fontSize: 12 }}
            >
              {formatMs(row.total)}
            </Typography.Text>
          </Flex>
        ))}
      </div>
    </div>
  );
}
