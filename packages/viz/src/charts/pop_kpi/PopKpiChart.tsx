import { BigNumberView } from '../_kpi/BigNumberView.tsx';
import type { PopKpiChartProps } from './transform-props.ts';

/** Big number with the previous value, delta and percent change of the comparison period. */
export function PopKpiChart(props: PopKpiChartProps) {
  const row = (
    <div
      title={props.comparisonDescription}
      style={{
        display: 'flex',
        gap: '1em',
        marginTop: 8,
        fontSize: props.comparisonFontSize,
        justifyContent: 'center',
      }}
    >
      {props.comparisons.map((c) => (
        <div key={c.key} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          {/* The label is a caption of its figure: half its size, on one line. */}
          <span style={{ opacity: 0.65, fontSize: '0.5em', whiteSpace: 'nowrap' }}>{c.label}</span>
          <span
            style={{
              fontWeight: 600,
              whiteSpace: 'nowrap',
              color: c.arrow ? props.comparisonColor : undefined,
            }}
          >
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
