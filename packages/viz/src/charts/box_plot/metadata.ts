import type { ChartMetadata } from '../../contract.ts';

/** `box_plot` — Box Plot: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const boxPlotMetadata: ChartMetadata = {
  viz_type: 'box_plot',
  name: 'Box Plot',
  category: 'Distribution',
  description:
    'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups.',
  tags: ['Aesthetic', 'ECharts', 'Range', 'Statistical', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'box_plot.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
