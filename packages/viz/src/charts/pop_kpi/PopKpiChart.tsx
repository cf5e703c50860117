import { BigNumberView } from '../_kpi/BigNumberView.tsx';
import type { PopKpiChartProps } from './transform-props.ts';

/** Big number with the previous value, delta and percent change of the comparison period. */
export function PopKpiChart(props: PopKpiChartProps) {
  const row = (
    <div
      title={props.comparisonDescription}
      style={{ display: 'flex', gap: 24, marginTop: 8, fontSize: props.comparisonFontSize }}
    >
      {props.comparisons.map((c) => (
        <div key={c.key} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <span style={{ opacity: 0.7 }}>{c.label}</span>
          <span style={{ fontWeight: 600, color: c.arrow ? props.comparisonColor : undefined }}>
            {c.arrow ? `${c.arrow} ` : ''}
            {c.value}
          </span>
        </div>
      ))}
    </div>
  );
  return (
    <BigNumberView
      width={props.width}
      height={props.height}
      bigNumber={props.bigNumber}
      headerFontSize={props.headerFontSize}
      metricName={props.metricName}
      metricNameFontSize={props.metricNameFontSize}
      subtitle={props.subtitle}
      subtitleFontSize={props.subtitleFontSize}
      trendline={row}
    />
  );
}
