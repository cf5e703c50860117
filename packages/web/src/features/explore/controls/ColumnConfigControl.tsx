import { AutoComplete, Checkbox, Collapse, Empty, Flex, Form, InputNumber, Radio } from 'antd';
import { NUMBER_FORMAT_OPTIONS, TIME_FORMAT_OPTIONS } from '@sightline/viz';
import type { Control } from '@sightline/viz';
import type { ControlProps } from './control-props.ts';
import { CurrencyControl } from './CurrencyControl.tsx';
import { resultColumns, type ResultColumn } from './form-data-columns.ts';
import { UnsupportedControl } from './UnsupportedControl.tsx';

type ColumnConfig = Record<string, unknown>;
type ConfigMap = Record<string, ColumnConfig>;

const TYPE_NAMES = ['number', 'text', 'time', 'boolean'];
const formatOptions = (options: readonly (readonly [string, string])[]) =>
  options.map(([value, label]) => ({
    value,
    label: value === label ? value : `${label} (${value})`,
  }));
const NUMBER_OPTIONS = formatOptions(NUMBER_FORMAT_OPTIONS);
const TIME_OPTIONS = formatOptions(TIME_FORMAT_OPTIONS);
const CURRENCY_CONTROL = {
  type: 'CurrencyControl',
  name: 'currencyFormat',
  label: 'Currency format',
  default: null,
} as Control;

/** The config with `key` set, or removed when empty; a column left with no options is dropped. */
export function withColumnOption(
  config: ConfigMap,
  column: string,
  key: string,
  value: unknown,
): ConfigMap {
  const { [key]: _old, ...rest } = config[column] ?? {};
  const isEmpty = value === null || value === undefined || value === '';
  const next = isEmpty ? rest : { ...rest, [key]: value };
  const { [column]: _column, ...others } = config;
  return Object.keys(next).length ? { ...others, [column]: next } : others;
}

function ColumnFields({
  column,
  config,
  set,
  datasource,
}: {
  column: ResultColumn;
  config: ColumnConfig;
  datasource: ControlProps['datasource'];
  set(key: string, value: unknown): void;
}) {
  const text = (key: string) =>
    typeof config[key] === 'string' ? (config[key] as string) : undefined;
  const check = (key: string, label: string) => (
    <Checkbox
      data-test={`column-config-${key}`}
      checked={config[key] === true}
      onChange={(e) => set(key, e.target.checked)}
    >
      {label}
    </Checkbox>
  );
  const isNumeric = column.type === 0;
  return (
    <Form layout="vertical" component="div" size="small">
      <Flex gap={8}>
        <Form.Item label="Min width">
          <InputNumber
            data-test="column-config-columnWidth"
            min={0}
            placeholder="auto"
            value={typeof config.columnWidth === 'number' ? config.columnWidth : null}
            onChange={(n) => set('columnWidth', n)}
          />
        </Form.Item>
        <Form.Item label="Text align">
          <Radio.Group
            data-test="column-config-horizontalAlign"
            optionType="button"
            value={config.horizontalAlign ?? (isNumeric ? 'right' : 'left')}
            options={['left', 'center', 'right'].map((v) => ({ value: v, label: v }))}
            onChange={(e) => set('horizontalAlign', e.target.value)}
          />
        </Form.Item>
      </Flex>
      {isNumeric && (
        <>
          <Form.Item label="D3 format">
            <AutoComplete
              data-test="column-config-d3NumberFormat"
              allowClear
              placeholder="Default"
              value={text('d3NumberFormat')}
              options={NUMBER_OPTIONS}
              onChange={(v: string) => set('d3NumberFormat', v)}
            />
          </Form.Item>
          <Form.Item label="Small number format" extra="Applied to numbers between -1.0 and 1.0">
            <AutoComplete
              data-test="column-config-d3SmallNumberFormat"
              allowClear
              placeholder="Default"
              value={text('d3SmallNumberFormat')}
              options={NUMBER_OPTIONS}
              onChange={(v: string) => set('d3SmallNumberFormat', v)}
            />
          </Form.Item>
          <Form.Item label="Currency format">
            <CurrencyControl
              control={CURRENCY_CONTROL}
              value={config.currencyFormat ?? null}
              onChange={(v) => set('currencyFormat', v)}
              datasource={datasource}
              formData={{}}
            />
          </Form.Item>
          <Flex vertical gap={4}>
            {check('showCellBars', 'Show cell bars')}
            {check('alignPositiveNegative', 'Align +/-')}
            {check('colorPositiveNegative', 'Color +/-')}
          </Flex>
        </>
      )}
      {column.type === 2 && (
        <Form.Item label="Time format">
          <AutoComplete
            data-test="column-config-d3TimeFormat"
            allowClear
            placeholder="Default"
            value={text('d3TimeFormat')}
            options={TIME_OPTIONS}
            onChange={(v: string) => set('d3TimeFormat', v)}
          />
        </Form.Item>
      )}
      {column.type === 1 && check('truncateLongCells', 'Truncate long cells')}
    </Form>
  );
}

/** `column_config`: display options per result column, keyed by its label; the options shown depend on the column's type. */
export function ColumnConfigControl(props: ControlProps) {
  const { control, value, onChange, formData, datasource } = props;
  // Other charts reuse the control type for differently shaped values (time_table's column_collection).
  if (control.name !== 'column_config') return <UnsupportedControl {...props} />;
  const config = (
    value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  ) as ConfigMap;
  const columns = resultColumns(formData, datasource);
  if (columns.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Add columns or metrics first"
        data-test={`column-config-${control.name}`}
      />
    );
  return (
    <Collapse
      size="small"
      data-test={`column-config-${control.name}`}
      items={columns.map((column) => ({
        key: column.key,
        label: (
          <span data-test="column-config-column">
            {column.key} <small style={{ opacity: 0.6 }}>{TYPE_NAMES[column.type] ?? ''}</small>
            {config[column.key] ? ' •' : ''}
          </span>
        ),
        children: (
          <ColumnFields
            column={column}
            config={config[column.key] ?? {}}
            set={(key, v) => onChange(withColumnOption(config, column.key, key, v))}
            datasource={datasource}
          />
        ),
      }))}
    />
  );
}
