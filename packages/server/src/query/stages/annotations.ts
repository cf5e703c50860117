import type { Stage } from './stage.ts';

/** Server-side annotation layers (docs/query-object.md §7), through the request's hook; cached with the entry. */
export const annotationsStage: Stage = {
  name: 'annotations',
  async run(r, env) {
    if (!env.annotations || r.qo.annotationLayers.length === 0) return;
    r.annotationData = await env.annotations(r.qo);
  },
};
