import type { Layout } from './layout-schema.ts';

/** Why a layout operation left the layout unchanged. */
export type RefusalReason = 'forbidden' | 'space' | 'top-level-tab' | 'unchanged' | 'not-found';

/** Outcome of a layout operation: the next layout, and why not when nothing changed. */
export interface LayoutResult {
  layout: Layout;
  changed: boolean;
  /** Set when nothing changed. */
  refused?: RefusalReason;
  /** Warning toast text for refusals the user must be told about (space, top-level tab). */
  warning?: string;
  /** Id of the component placed into the destination (the new component, or its ROW wrapper). */
  createdId?: string;
}

/** A successful result. */
export function changed(layout: Layout, createdId?: string): LayoutResult {
  return createdId === undefined ? { layout, changed: true } : { layout, changed: true, createdId };
}

/** A refusal keeping `layout`. */
export function refused(layout: Layout, reason: RefusalReason, warning?: string): LayoutResult {
  return warning === undefined
    ? { layout, changed: false, refused: reason }
    : { layout, changed: false, refused: reason, warning };
}
