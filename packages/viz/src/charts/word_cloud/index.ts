import type { ChartPlugin } from '../../contract.ts';
import { wordCloudControlPanel } from './control-panel.ts';
import type { WordCloudFormData } from './form-data.ts';
import { wordCloudMetadata } from './metadata.ts';
import { wordCloudQuery } from './query.ts';
import type { WordCloudChartProps } from './transform-props.ts';

/** `word_cloud` — Word Cloud. */
export const wordCloudPlugin: ChartPlugin<WordCloudFormData, WordCloudChartProps> = {
  metadata: wordCloudMetadata,
  ...wordCloudQuery,
  controlPanel: wordCloudControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWordCloudProps),
  loadComponent: () => import('./WordCloudChart.tsx').then((m) => m.WordCloudChart),
};
