import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { colorFromRules } from '../../controls/conditional-formatting.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { getKpiValueFormatter } from '../_kpi/format.ts';
import { fitKpiFontSizes } from '../_kpi/header-font.ts';
import type { BigNumberTotalFormData } from './form-data.ts';

/** Props of BigNumberTotalChart. */
export interface BigNumberTotalChartProps {
  width: number;
  height: number;
  bigNumber: DataRecordValue;
  formattedBigNumber: string;
  /** Font sizes in px (fractions of the chart height; the header also shrunk to fit the width). */
  headerFontSize: number;
  subtitle: string;
  subtitleFontSize: number;
  /** The metric label when `show_metric_name`. */
  metricName?: string;
  metricNameFontSize: number;
  /** Colour of the first matching conditional-formatting rule. */
  numberColor?: string;
  onContextMenu?: (clientX: number, clientY: number) => void;
}

/** Picks the single value of the metric and formats it (number, currency or date). */
export function transformBigNumberTotalProps(
  chartProps: ChartProps<BigNumberTotalFormData>,
): BigNumberTotalChartProps {
  const { formData, queriesData, width, height, hooks } = chartProps;
  const result = queriesData[0];
  const label = formData.metric ? getMetricLabel(formData.metric) : '';
  const bigNumber = result?.data[0]?.[label] ?? null;
  const coltype = result?.coltypes[result.colnames.indexOf(label)];
  const format = getKpiValueFormatter({ ...formData, coltype });
  const formattedBigNumber = format(bigNumber);
  // `subheader` is the caption's key before Superset renamed it `subtitle`; it still shows.
  const subtitle = formData.subtitle || formData.subheader || '';
  const metricName = formData.show_metric_name ? label : undefined;
  const sizes = fitKpiFontSizes(
    { text: formattedBigNumber, fraction: formData.header_font_size },
    [
      { text: metricName, fraction: formData.metric_name_font_size },
      { text: subtitle, fraction: formData.subtitle_font_size },
    ],
    width,
    height,
  );
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber,
    headerFontSize: sizes.header,
    subtitle,
    subtitleFontSize: sizes.lines[1],
    metricName,
    metricNameFontSize: sizes.lines[0],
    numberColor: colorFromRules(formData.conditional_formatting, label, bigNumber),
    onContextMenu: hooks?.onContextMenu
      ? (x, y) => hooks.onContextMenu?.(x, y, { drillToDetail: [] })
      : undefined,
  };
}
