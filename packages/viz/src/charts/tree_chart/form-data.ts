import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { roamSchema } from '../../form-data/roam.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Label positions of tree nodes. */
export const TREE_LABEL_POSITIONS = ['left', 'top', 'right', 'bottom'] as const;

/** Node symbols of the tree. */
export const TREE_SYMBOLS = [
  'emptyCircle',
  'circle',
  'rect',
  'triangle',
  'diamond',
  'pin',
  'arrow',
  'none',
] as const;

/** Form data of `tree_chart` (docs/chart-types.md §4.D); defaults live here only. */
export const treeChartFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('tree_chart'),
  id: columnRefSchema.nullish(),
  parent: columnRefSchema.nullish(),
  name: columnRefSchema.nullish(),
  /** Saved as text; empty = choose the root automatically. */
  root_node_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().nullish()),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  layout: withDefault(z.enum(['orthogonal', 'radial']), 'orthogonal'),
  orient: withDefault(z.enum(['LR', 'RL', 'TB', 'BT']), 'LR'),
  node_label_position: withDefault(z.enum(TREE_LABEL_POSITIONS), 'left'),
  child_label_position: withDefault(z.enum(TREE_LABEL_POSITIONS), 'bottom'),
  emphasis: withDefault(z.enum(['ancestor', 'descendant']), 'descendant'),
  symbol: withDefault(z.enum(TREE_SYMBOLS), 'emptyCircle'),
  symbolSize: numberWithDefault(7),
  roam: roamSchema,
});
export type TreeChartFormData = z.infer<typeof treeChartFormDataSchema>;
