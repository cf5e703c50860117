import { Checkbox, Form, Input, Select, Typography } from 'antd';
import { validateFormula } from '@sightline/viz';
import { useListAnnotationLayersQuery } from '../../../api/annotation-layer-api.ts';
import { useGetChartQuery, useListChartsQuery } from '../../../api/chart-api.ts';
import {
  SOURCE_VIZ_TYPES,
  chartColumnOptions,
  overrideKeysFor,
  type AnnotationLayerValue,
} from './annotation-layer-model.ts';

export interface AnnotationSourceFieldsProps {
  layer: AnnotationLayerValue;
  set(patch: Partial<AnnotationLayerValue>): void;
}

const OVERRIDE_LABELS: Record<string, string> = {
  time_range: "Use the chart's time range",
  time_grain_sqla: "Use the chart's time grain",
};

function FormulaField({ layer, set }: AnnotationSourceFieldsProps) {
  const text = String(layer.value ?? '');
  const error = text ? validateFormula(text) : undefined;
  return (
    <Form.Item
      label="Formula"
      help={error}
      validateStatus={error ? 'error' : undefined}
      extra="Expects a formula with depending time parameter 'x' in milliseconds since epoch, e.g. y = 2 * x + 1"
    >
      <Input
        data-test="annotation-formula"
        placeholder="y = x * 2"
        value={text}
        onChange={(e) => set({ value: e.target.value })}
      />
    </Form.Item>
  );
}

function NativeLayerField({ layer, set }: AnnotationSourceFieldsProps) {
  const { data, isFetching } = useListAnnotationLayersQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'name',
    orderDirection: 'asc',
  });
  return (
    <Form.Item label="Annotation layer">
      <Select
        data-test="annotation-native-layer"
        loading={isFetching}
        placeholder="Choose an annotation layer"
        value={layer.value === null || layer.value === '' ? undefined : Number(layer.value)}
        options={(data?.result ?? []).map((l) => ({ value: l.id, label: l.name }))}
        onChange={(value: number) => set({ value })}
      />
    </Form.Item>
  );
}

function TableMapping({ layer, set }: AnnotationSourceFieldsProps) {
  const chartId = typeof layer.value === 'number' ? layer.value : Number(layer.value);
  const { data } = useGetChartQuery(chartId, { skip: !Number.isInteger(chartId) || chartId <= 0 });
  const options = chartColumnOptions(data?.params).map((c) => ({ value: c, label: c }));
  const single = (key: 'timeColumn' | 'intervalEndColumn' | 'titleColumn', label: string) => (
    <Form.Item label={label}>
      <Select
        data-test={`annotation-${key}`}
        allowClear
        placeholder="Choose a column"
        value={layer[key] || undefined}
        options={options}
        onChange={(v: string | undefined) => set({ [key]: v ?? '' })}
      />
    </Form.Item>
  );
  return (
    <>
      {single('timeColumn', 'Time column')}
      {layer.annotationType === 'INTERVAL' && single('intervalEndColumn', 'Interval end column')}
      {single('titleColumn', 'Title column')}
      <Form.Item label="Description columns">
        <Select
          data-test="annotation-descriptionColumns"
          mode="multiple"
          allowClear
          value={layer.descriptionColumns}
          options={options}
          onChange={(v: string[]) => set({ descriptionColumns: v })}
        />
      </Form.Item>
    </>
  );
}

function ChartSourceFields({ layer, set }: AnnotationSourceFieldsProps) {
  const vizTypes = SOURCE_VIZ_TYPES[layer.sourceType] ?? [];
  const { data, isFetching } = useListChartsQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'slice_name',
    orderDirection: 'asc',
    filters: [{ col: 'viz_type', opr: 'in', value: vizTypes }],
  });
  const overrides = layer.overrides;
  const toggleOverride = (key: string, isInherited: boolean) => {
    const next = { ...overrides };
    // null = take the host chart's value when the query runs; a missing key keeps the source chart's own.
    if (isInherited) next[key] = null;
    else delete next[key];
    set({ overrides: next });
  };
  return (
    <>
      <Form.Item label="Chart">
        <Select
          data-test="annotation-chart"
          loading={isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose a chart"
          value={layer.value === null || layer.value === '' ? undefined : Number(layer.value)}
          options={(data?.result ?? []).map((c) => ({ value: c.id, label: c.slice_name }))}
          onChange={(value: number) =>
            set({
              value,
              timeColumn: '',
              intervalEndColumn: '',
              titleColumn: '',
              descriptionColumns: [],
            })
          }
        />
      </Form.Item>
      {layer.sourceType === 'table' && layer.value !== null && (
        <TableMapping layer={layer} set={set} />
      )}
      <Typography.Text strong>Overrides</Typography.Text>
      {overrideKeysFor(layer.sourceType).map((key) => (
        <div key={key}>
          <Checkbox
            data-test={`annotation-override-${key}`}
            checked={key in overrides}
            onChange={(e) => toggleOverride(key, e.target.checked)}
          >
            {OVERRIDE_LABELS[key]}
          </Checkbox>
        </div>
      ))}
      <Form.Item label="Time shift">
        <Input
          data-test="annotation-time-shift"
          placeholder="e.g. 1 week ago"
          value={typeof overrides.time_shift === 'string' ? overrides.time_shift : ''}
          onChange={(e) => {
            const { time_shift: _drop, ...rest } = overrides;
            set({ overrides: e.target.value ? { ...rest, time_shift: e.target.value } : rest });
          }}
        />
      </Form.Item>
    </>
  );
}

/** The value of a layer for its source: a formula, a native layer id, or a saved chart with its mapping and overrides. */
export function AnnotationSourceFields(props: AnnotationSourceFieldsProps) {
  if (props.layer.annotationType === 'FORMULA') return <FormulaField {...props} />;
  if (props.layer.sourceType === 'NATIVE') return <NativeLayerField {...props} />;
  return <ChartSourceFields {...props} />;
}
