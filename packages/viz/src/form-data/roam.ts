// `roam` of the ECharts graph and tree charts. Server-safe: zod only.
import { z } from 'zod';
import { withDefault } from '../query/form-data.ts';

/** `roam` as saved: a boolean, or 'false' / 'scale' / 'move' / 'true' from the select; default true (zoom and pan). */
export const roamSchema = withDefault(
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.union([z.boolean(), z.enum(['scale', 'move'])]),
  ),
  true,
);
