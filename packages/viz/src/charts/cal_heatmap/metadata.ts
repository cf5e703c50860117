import type { ChartMetadata } from '../../contract.ts';

/** `cal_heatmap` — Calendar Heatmap (legacy): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const calHeatmapMetadata: ChartMetadata = {
  viz_type: 'cal_heatmap',
  name: 'Calendar Heatmap',
  category: 'Correlation',
  description:
    "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend', 'Legacy'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'cal_heatmap.png',
  behaviors: [],
};
