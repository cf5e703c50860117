import type { ReactNode } from 'react';

/** Props of BigNumberView (already formatted texts and sizes in px). */
export interface BigNumberViewProps {
  width: number;
  height: number;
  bigNumber: string;
  headerFontSize: number;
  numberColor?: string;
  subheader?: string;
  subheaderFontSize?: number;
  /** Colours the subheader: growth green, decline red. */
  subheaderTrend?: 'positive' | 'negative';
  subtitle?: string;
  subtitleFontSize?: number;
  metricName?: string;
  metricNameFontSize?: number;
  timestamp?: string;
  /** The trend line drawn under the texts. */
  trendline?: ReactNode;
  onContextMenu?: (clientX: number, clientY: number) => void;
}

const TREND_COLORS = { positive: '#5AC189', negative: '#E04355' };

/** The KPI layout: metric name, big number, subheader, subtitle, timestamp, then an optional trend line. */
export function BigNumberView(props: BigNumberViewProps) {
  const line = (text: string | undefined, fontSize: number | undefined, color?: string) =>
    text ? (
      <div
        style={{
          fontSize,
          lineHeight: 1.2,
          color,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {text}
      </div>
    ) : null;
  return (
    <div
      style={{
        width: props.width,
        height: props.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
      }}
      onContextMenu={(event) => {
        if (!props.onContextMenu) return;
        event.preventDefault();
        props.onContextMenu(event.clientX, event.clientY);
      }}
    >
      {line(props.metricName, props.metricNameFontSize)}
      <div
        style={{
          fontSize: props.headerFontSize,
          fontWeight: 600,
          lineHeight: 1,
          color: props.numberColor,
        }}
      >
        {props.bigNumber}
      </div>
      {line(
        props.subheader,
        props.subheaderFontSize,
        props.subheaderTrend ? TREND_COLORS[props.subheaderTrend] : undefined,
      )}
      {line(props.subtitle, props.subtitleFontSize)}
      {line(props.timestamp, props.subtitleFontSize)}
      {props.trendline}
    </div>
  );
}
