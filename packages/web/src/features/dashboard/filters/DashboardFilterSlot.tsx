import { NativeFilterBar } from '../../native-filters/index.ts';
import type { NativeFilterBarProps } from '../../native-filters/index.ts';

/** Where the native filter bar sits: left of the grid (vertical) or above it (horizontal). */
export function DashboardFilterSlot(props: NativeFilterBarProps) {
  return (
    <div
      data-test="dashboard-filter-slot"
      data-orientation={props.orientation}
      style={props.orientation === 'VERTICAL' ? { flex: 'none' } : { marginBottom: 12 }}
    >
      <NativeFilterBar {...props} />
    </div>
  );
}
