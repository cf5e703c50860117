import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '@sightline/core';

/** Width in px of one grid column when the grid is `gridWidth` px wide. */
export function columnWidthOf(gridWidth: number): number {
  return Math.max(0, (gridWidth - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT);
}

/** Width in px of a component `columns` grid columns wide (gutters between its columns included). */
export function widthPx(columns: number, columnWidth: number): number {
  return columns * columnWidth + Math.max(0, columns - 1) * GRID_GUTTER_SIZE;
}

/** Height in px of `units` grid row units. */
export function heightPx(units: number): number {
  return units * GRID_BASE_UNIT;
}
