import type { Control, ControlPanel, ControlPanelSection, ControlSpec } from '../contract.ts';

/** A section as declared by a chart: controls without defaults. */
export interface SectionSpec {
  label: string;
  isExpanded?: boolean;
  controls: readonly ControlSpec[];
}

/** The part of a zod object schema the panel reads defaults from. */
interface SchemaWithShape {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
}

/** The default of one form-data key: what the schema produces for a missing value (undefined when none). */
export function readSchemaDefault(schema: SchemaWithShape, name: string): unknown {
  const field = schema.shape[name];
  if (!field) return undefined;
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A chart's control panel with every default read from its form-data schema, so defaults are
 * written once. A control whose name the schema lacks is a programming error.
 */
export function defineControlPanel(
  schema: SchemaWithShape,
  sections: readonly SectionSpec[],
): ControlPanel {
  const resolved: ControlPanelSection[] = sections.map((section) => ({
    label: section.label,
    isExpanded: section.isExpanded ?? true,
    controls: section.controls.map((spec): Control => {
      if (!(spec.name in schema.shape))
        throw new Error(`Control "${spec.name}" has no field in the form-data schema`);
      return { ...spec, default: readSchemaDefault(schema, spec.name) };
    }),
  }));
  return { sections: resolved };
}
