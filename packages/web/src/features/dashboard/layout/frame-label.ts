import type { ComponentType, LayoutComponent } from '@sightline/core';

const LABELS: Partial<Record<ComponentType, string>> = {
  ROW: 'Row',
  COLUMN: 'Column',
  MARKDOWN: 'Markdown',
  DIVIDER: 'Divider',
  HEADER: 'Header',
  TABS: 'Tabs',
  TAB: 'Tab',
  GRID: 'Grid',
};

/** A layout component's name in the editor: its buttons' labels and the drag overlay. */
export function frameLabel(component: LayoutComponent): string {
  if (component.type === 'CHART')
    return component.meta.sliceNameOverride ?? component.meta.sliceName ?? 'Chart';
  return LABELS[component.type] ?? component.type;
}

/** The grid and a tab's pane keep their place: they take drops but are neither dragged nor deleted. */
export function isFixedFrame(type: ComponentType): boolean {
  return type === 'GRID' || type === 'TAB';
}
