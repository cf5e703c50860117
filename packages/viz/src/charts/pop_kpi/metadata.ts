import type { ChartMetadata } from '../../contract.ts';

/** `pop_kpi` — Big Number with Time Period Comparison: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const popKpiMetadata: ChartMetadata = {
  viz_type: 'pop_kpi',
  name: 'Big Number with Time Period Comparison',
  category: 'KPI',
  description:
    'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
  tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Advanced-Analytics', 'Experimental'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'pop_kpi.png',
  behaviors: [],
};
