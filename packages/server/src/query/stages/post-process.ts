import { applyPostProcessing } from '../post-processing/index.ts';
import type { Stage } from './stage.ts';

/** The query's `post_processing` steps in order (docs/query-object.md §4). */
export const postProcessStage: Stage = {
  name: 'post-process',
  async run(r) {
    if (!r.frame || r.frame.rows.length === 0 || r.qo.postProcessing.length === 0) return;
    r.frame = applyPostProcessing(r.frame, r.qo.postProcessing);
  },
};
