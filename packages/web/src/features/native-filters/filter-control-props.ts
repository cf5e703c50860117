import type { DataMask, DataMaskMap, NativeFilter } from '@sightline/core';

/** What every filter control receives. */
export interface FilterControlProps {
  filter: NativeFilter;
  /** The control's current (pending) data mask. */
  mask: DataMask | undefined;
  /** Every pending mask: cascading parents are read from it. */
  masks: DataMaskMap;
  /** A new selection; `isAutomatic` marks a "select first value" pick, not a user's. */
  onChange(mask: DataMask, isAutomatic?: boolean): void;
}
