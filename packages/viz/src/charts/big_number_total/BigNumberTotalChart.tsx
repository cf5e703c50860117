import { BigNumberView } from '../_kpi/BigNumberView.tsx';
import type { BigNumberTotalChartProps } from './transform-props.ts';

/** A single aggregated metric as large text. */
export function BigNumberTotalChart(props: BigNumberTotalChartProps) {
  return (
    <BigNumberView
      width={props.width}
      height={props.height}
      bigNumber={props.formattedBigNumber}
      headerFontSize={props.headerFontSize}
      numberColor={props.numberColor}
      subtitle={props.subtitle}
      subtitleFontSize={props.subtitleFontSize}
      metricName={props.metricName}
      metricNameFontSize={props.metricNameFontSize}
      onContextMenu={props.onContextMenu}
    />
  );
}
