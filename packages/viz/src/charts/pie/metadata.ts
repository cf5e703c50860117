import type { ChartMetadata } from '../../contract.ts';

/** `pie` — Pie Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const pieMetadata: ChartMetadata = {
  viz_type: 'pie',
  name: 'Pie Chart',
  category: 'Part of a Whole',
  description:
    'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.',
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'pie.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
