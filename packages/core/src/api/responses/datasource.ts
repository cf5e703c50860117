import { z } from 'zod';
import { chartDataPayload } from './chart-data.ts';
import { jsonObject, jsonValue } from './common.ts';

/** `GET /api/v1/datasource/<type>/<id>/column/<column>/values/`: the column's distinct values. */
export const datasourceColumnValuesResponse = z.object({ result: z.array(jsonValue) });
export type DatasourceColumnValuesResponse = z.infer<typeof datasourceColumnValuesResponse>;

/** `POST /datasource/samples` (docs/api.md §2.10): a samples or drill-to-detail page. */
export const datasourceSamplesResponse = z.object({
  result: chartDataPayload.extend({
    /** Samples and drill-to-detail pages are rows. */
    data: z.array(jsonObject),
    page: z.number(),
    per_page: z.number(),
    total_count: z.number(),
  }),
});
export type DatasourceSamplesResponse = z.infer<typeof datasourceSamplesResponse>;
