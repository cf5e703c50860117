import { Typography } from 'antd';
import type { FilterControlProps } from './filter-control-props.ts';
import { RangeFilter } from './RangeFilter.tsx';
import { SelectFilter } from './SelectFilter.tsx';
import { TimeColumnFilter, TimeGrainFilter, TimeRangeFilter } from './TimeFilters.tsx';

const CONTROLS = {
  filter_select: SelectFilter,
  filter_range: RangeFilter,
  filter_time: TimeRangeFilter,
  filter_timegrain: TimeGrainFilter,
  filter_timecolumn: TimeColumnFilter,
} as const;

/** The control of one native filter, chosen by its filterType. */
export function FilterControl(props: FilterControlProps) {
  const Control = CONTROLS[props.filter.filterType as keyof typeof CONTROLS];
  if (!Control)
    return (
      <Typography.Text type="secondary">
        Unsupported filter type {props.filter.filterType}
      </Typography.Text>
    );
  return <Control {...props} />;
}

/** The filter's name, its control, and its validation message. */
export function FilterItem(props: FilterControlProps) {
  const { filter, mask } = props;
  return (
    <div data-test="filter-item" data-filter-id={filter.id} style={{ minWidth: 180 }}>
      <Typography.Text strong title={filter.description || undefined}>
        {filter.name}
      </Typography.Text>
      <FilterControl {...props} />
      {mask?.filterState?.validateStatus === 'error' && (
        <Typography.Text type="danger" data-test="filter-error">
          {String(mask.filterState.validateMessage ?? '')}
        </Typography.Text>
      )}
    </div>
  );
}
