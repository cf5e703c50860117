import { z } from 'zod';
import {
  BACKGROUNDS,
  COMPONENT_TYPES,
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  HEADER_SIZES,
} from './constants.ts';

/** Meta of a layout component; extension keys (DYNAMIC components) are kept. */
export const componentMetaSchema = z.looseObject({
  width: z.number().int().min(1).optional(),
  height: z.number().min(0).optional(),
  chartId: z.number().int().optional(),
  sliceName: z.string().optional(),
  sliceNameOverride: z.string().optional(),
  uuid: z.string().optional(),
  code: z.string().optional(),
  text: z.string().optional(),
  defaultText: z.string().optional(),
  placeholder: z.string().optional(),
  headerSize: z.enum(HEADER_SIZES).optional(),
  background: z.enum(BACKGROUNDS).optional(),
});
/** Meta of a layout component. */
export type ComponentMeta = z.infer<typeof componentMetaSchema>;

/** One layout component of position_json (docs/api.md §5.3). */
export const layoutComponentSchema = z.object({
  id: z.string().min(1),
  type: z.enum(COMPONENT_TYPES),
  children: z.array(z.string()).default([]),
  parents: z.array(z.string()).optional(),
  meta: componentMetaSchema.default({}),
});
/** One layout component. */
export type LayoutComponent = z.infer<typeof layoutComponentSchema>;

/** A layout map `{componentId: component}` without the version marker. */
export const layoutSchema = z.record(z.string(), layoutComponentSchema);
/** A layout map, the unit every layout operation works on. */
export type Layout = z.infer<typeof layoutSchema>;

/** Parses JSON text; anything else (or invalid JSON) is returned unchanged for the schema to judge. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Parses stored position_json (object or JSON text): drops the `DASHBOARD_VERSION_KEY` marker and
 * checks that each key equals its component's id.
 */
export const positionJsonSchema = z
  .preprocess(parseJsonText, z.record(z.string(), z.unknown()))
  .transform((raw) =>
    Object.fromEntries(Object.entries(raw).filter(([key]) => key !== DASHBOARD_VERSION_KEY)),
  )
  .pipe(layoutSchema)
  .refine((layout) => Object.entries(layout).every(([key, c]) => c.id === key), {
    message: 'Each position_json key must equal its component id',
  });

/** Serialises a layout to the stored position_json object (with the version marker). */
export function toPositionJson(layout: Layout): Record<string, unknown> {
  return { ...layout, [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION };
}
