import type { PostProcessingFactory } from '../types.ts';
import { getXAxisLabel } from '../x-axis.ts';

/** `prophet` forecast when `forecastEnabled` and an x-axis is set (the server may not support it). */
export const prophetOperator: PostProcessingFactory = (formData) => {
  const index = getXAxisLabel(formData);
  if (!formData.forecastEnabled || !index) return undefined;
  return {
    operation: 'prophet',
    options: {
      time_grain: formData.time_grain_sqla,
      periods: Number.parseInt(String(formData.forecastPeriods), 10),
      confidence_interval: Number.parseFloat(String(formData.forecastInterval)),
      yearly_seasonality: formData.forecastSeasonalityYearly,
      weekly_seasonality: formData.forecastSeasonalityWeekly,
      daily_seasonality: formData.forecastSeasonalityDaily,
      index,
    },
  };
};
