import { Checkbox, Collapse, Form, Input, InputNumber, Select } from 'antd';
import { DEFAULT_NULL_VALUES, hasField, type UploadFileType } from './upload-form.ts';

const options = (names: string[]) => names.map((n) => ({ value: n, label: n }));

function SectionHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{title}</div>
      <div style={{ color: '#666', fontSize: 12 }}>{subtitle}</div>
    </div>
  );
}

/**
 * The collapsible "File settings", "Columns" and "Rows" sections of Superset's UploadDataModal;
 * `columns` are the file's column names (from upload_metadata) offered by the column pickers.
 */
export function UploadSettingsSections({
  type,
  columns,
}: {
  type: UploadFileType;
  columns: string[];
}) {
  const has = (f: Parameters<typeof hasField>[1]) => hasField(type, f);
  const fileSettings = (
    <>
      <Form.Item label="If Table Already Exists" name="already_exists">
        <Select
          data-test="upload-already-exists"
          options={[
            { value: 'fail', label: 'Fail' },
            { value: 'replace', label: 'Replace' },
            { value: 'append', label: 'Append' },
          ]}
        />
      </Form.Item>
      {has('column_dates') && (
        <Form.Item label="Columns to be parsed as dates" name="column_dates">
          <Select mode="tags" data-test="upload-column-dates" options={options(columns)} />
        </Form.Item>
      )}
      {has('decimal_character') && (
        <Form.Item label="Decimal character" name="decimal_character">
          <Input maxLength={1} style={{ width: 80 }} data-test="upload-decimal" />
        </Form.Item>
      )}
      {has('null_values') && (
        <Form.Item
          label="Null Values"
          name="null_values"
          tooltip="Choose values that should be treated as null. Warning: Hive database supports only a single value"
        >
          <Select mode="tags" options={options(DEFAULT_NULL_VALUES.filter(Boolean))} />
        </Form.Item>
      )}
      {has('skip_initial_space') && (
        <Form.Item name="skip_initial_space" valuePropName="checked" noStyle>
          <Checkbox>Skip spaces after delimiter</Checkbox>
        </Form.Item>
      )}
      {has('skip_blank_lines') && (
        <Form.Item name="skip_blank_lines" valuePropName="checked" noStyle>
          <Checkbox>Skip blank lines rather than interpreting them as Not A Number values</Checkbox>
        </Form.Item>
      )}
      {has('day_first') && (
        <Form.Item name="day_first" valuePropName="checked" noStyle>
          <Checkbox>DD/MM format dates, international and European format</Checkbox>
        </Form.Item>
      )}
    </>
  );
  const columnSettings = (
    <>
      <Form.Item label="Columns to read" name="columns_read">
        <Select mode="tags" data-test="upload-columns-read" options={options(columns)} />
      </Form.Item>
      {has('column_data_types') && (
        <Form.Item
          label="Column data types"
          name="column_data_types"
          tooltip='A dictionary with column names and their data types if you need to change the defaults. Example: {"user_id":"int"}'
        >
          <Input.TextArea rows={2} placeholder='{"column": "int64"}' />
        </Form.Item>
      )}
      <Form.Item name="dataframe_index" valuePropName="checked">
        <Checkbox>Create dataframe index</Checkbox>
      </Form.Item>
      {has('index_column') && (
        <Form.Item label="Index column" name="index_column">
          <Select allowClear options={options(columns)} />
        </Form.Item>
      )}
      <Form.Item label="Index label" name="index_label">
        <Input placeholder="Label for the index column" />
      </Form.Item>
    </>
  );
  const rowSettings = (
    <>
      <Form.Item label="Header row" name="header_row">
        <InputNumber min={0} data-test="upload-header-row" />
      </Form.Item>
      <Form.Item label="Rows to read" name="rows_to_read">
        <InputNumber min={1} />
      </Form.Item>
      <Form.Item label="Skip rows" name="skip_rows">
        <InputNumber min={0} />
      </Form.Item>
    </>
  );
  const items = [
    {
      key: 'file',
      label: (
        <SectionHeader
          title="File settings"
          subtitle="Adjust how spaces, blank lines, null values are handled and other file wide settings."
        />
      ),
      children: fileSettings,
      forceRender: true,
    },
    {
      key: 'columns',
      label: (
        <SectionHeader
          title="Columns"
          subtitle="Adjust column settings such as specifying the columns to read, how duplicates are handled, column data types, and more."
        />
      ),
      children: columnSettings,
      forceRender: true,
    },
    ...(type === 'columnar'
      ? []
      : [
          {
            key: 'rows',
            label: (
              <SectionHeader
                title="Rows"
                subtitle="Set header rows and the number of rows to read or skip."
              />
            ),
            children: rowSettings,
            forceRender: true,
          },
        ]),
  ];
  return <Collapse items={items} data-test="upload-sections" style={{ marginTop: 16 }} />;
}
