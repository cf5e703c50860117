import type { ChartPlugin } from '../../contract.ts';
import { wordCloudControlPanel } from './control-panel.ts';
import type { WordCloudFormData } from './form-data.ts';
import { wordCloudQuery } from './query.ts';
import type { WordCloudChartProps } from './transform-props.ts';

/** `word_cloud` — Word Cloud. */
export const wordCloudPlugin: ChartPlugin<WordCloudFormData, WordCloudChartProps> = {
  metadata: {
    viz_type: 'word_cloud',
    name: 'Word Cloud',
    category: 'Ranking',
    description:
      'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
    tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'word_cloud.png',
    behaviors: [],
  },
  ...wordCloudQuery,
  controlPanel: wordCloudControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWordCloudProps),
  loadComponent: () => import('./WordCloudChart.tsx').then((m) => m.WordCloudChart),
};
