import { columnLabel, metricLabel } from '@sightline/core';
import { validateQueryObject } from '../normalize.ts';
import type { Stage } from './stage.ts';

/** Refuses series columns outside the columns and duplicate labels (docs/query-object.md §1.5). */
export const validateStage: Stage = {
  name: 'validate',
  async run(r) {
    validateQueryObject(r.qo, { column: columnLabel, metric: (m) => metricLabel(m as never) });
  },
};
