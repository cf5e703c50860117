import { useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useRelatedReportQuery } from './report-api.ts';
import type { ReportRelatedColumn } from './report-api.ts';
import {
  CONDITIONS,
  CONTENT_FORMAT_LABELS,
  contentFormats,
  RETENTION_OPTIONS,
} from './alert-report-form.ts';
import type { AlertReportForm, Condition, Option } from './alert-report-form.ts';
import { isScreenshot } from './report-formats.ts';
import type { ReportFormat } from './report-formats.ts';
import { ScheduleField, TimezoneSelect } from './ScheduleField.tsx';

/** A section's props: the form and a setter of some of its fields. */
export interface SectionProps {
  form: AlertReportForm;
  set(patch: Partial<AlertReportForm>): void;
}

/** A select of `related/<column>` options, searched on the server. */
function RelatedSelect<Multi extends boolean>(props: {
  column: ReportRelatedColumn;
  isMulti: Multi;
  dataTest: string;
  placeholder: string;
  value: Multi extends true ? Option[] : Option | null;
  onChange(value: Multi extends true ? Option[] : Option | null): void;
}) {
  const [filter, setFilter] = useState('');
  const { data, isFetching } = useRelatedReportQuery({ column: props.column, filter });
  return (
    <Select
      mode={props.isMulti ? 'multiple' : undefined}
      labelInValue
      allowClear={!props.isMulti}
      showSearch={{ filterOption: false, onSearch: setFilter }}
      data-test={props.dataTest}
      placeholder={props.placeholder}
      loading={isFetching}
      value={props.value ?? undefined}
      onChange={(v: unknown) =>
        props.onChange(
          (props.isMulti
            ? ((v as Option[] | undefined) ?? []).map((o) => ({
                value: Number(o.value),
                label: String(o.label),
              }))
            : v
              ? { value: Number((v as Option).value), label: String((v as Option).label) }
              : null) as Multi extends true ? Option[] : Option | null,
        )
      }
      options={(data?.result ?? []).map((o) => ({ value: Number(o.value), label: o.text }))}
    />
  );
}

/** Name, owners, description and the active switch. */
export function GeneralSection({ form, set }: SectionProps) {
  const noun = form.type === 'Report' ? 'Report' : 'Alert';
  return (
    <>
      <Form.Item label={`${noun} name`} required>
        <Input
          data-test="alert-report-name"
          value={form.name}
          placeholder={`Enter ${noun.toLowerCase()} name`}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Owners" required>
        <RelatedSelect
          column="owners"
          isMulti
          dataTest="alert-report-owners"
          placeholder="Select owners"
          value={form.owners}
          onChange={(owners) => set({ owners })}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input
          data-test="alert-report-description"
          value={form.description}
          placeholder={`Include description to be sent with ${noun.toLowerCase()}`}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={`${noun} is active`}>
        <Switch checked={form.active} onChange={(active) => set({ active })} />
      </Form.Item>
    </>
  );
}

/** An alert's database, SQL and the condition that triggers it. */
export function ConditionSection({ form, set }: SectionProps) {
  return (
    <>
      <Form.Item label="Database" required>
        <RelatedSelect
          column="database"
          isMulti={false}
          dataTest="alert-report-database"
          placeholder="Select database"
          value={form.database}
          onChange={(database) => set({ database })}
        />
      </Form.Item>
      <Form.Item
        label="SQL Query"
        required
        tooltip="The result of this query must be a value capable of numeric interpretation e.g. 1, 1.0, or '1' (compatible with Python's float() function)."
      >
        <Input.TextArea
          data-test="alert-report-sql"
          rows={4}
          value={form.sql}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => set({ sql: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Trigger Alert If..." required>
        <Select<Condition>
          data-test="alert-report-condition"
          value={form.condition}
          options={CONDITIONS}
          onChange={(condition) => set({ condition })}
        />
      </Form.Item>
      <Form.Item label="Value" required={form.condition !== 'not null'}>
        <InputNumber
          data-test="alert-report-threshold"
          style={{ width: '100%' }}
          disabled={form.condition === 'not null'}
          value={form.threshold}
          placeholder="Value"
          onChange={(v) => set({ threshold: typeof v === 'number' ? v : null })}
        />
      </Form.Item>
    </>
  );
}

/** What is sent: a dashboard or a chart, the format, the screenshot width. */
export function ContentSection({ form, set }: SectionProps) {
  const formats = contentFormats(form);
  return (
    <>
      <Form.Item label="Content type" required>
        <Select
          data-test="alert-report-content-type"
          value={form.contentType}
          options={[
            { value: 'dashboard', label: 'Dashboard' },
            { value: 'chart', label: 'Chart' },
          ]}
          onChange={(contentType) => set({ contentType, reportFormat: 'PNG' })}
        />
      </Form.Item>
      <Form.Item
        label={form.contentType === 'dashboard' ? 'Select dashboard' : 'Select chart'}
        required
      >
        {form.contentType === 'dashboard' ? (
          <RelatedSelect
            column="dashboard"
            isMulti={false}
            dataTest="alert-report-dashboard"
            placeholder="Select dashboard"
            value={form.dashboard}
            onChange={(dashboard) => set({ dashboard })}
          />
        ) : (
          <RelatedSelect
            column="chart"
            isMulti={false}
            dataTest="alert-report-chart"
            placeholder="Select chart"
            value={form.chart}
            onChange={(chart) => set({ chart, chartVizType: null })}
          />
        )}
      </Form.Item>
      <Form.Item label="Content format" required>
        <Select<ReportFormat>
          data-test="alert-report-format"
          value={formats.includes(form.reportFormat) ? form.reportFormat : 'PNG'}
          options={formats.map((f) => ({ value: f, label: CONTENT_FORMAT_LABELS[f] }))}
          onChange={(reportFormat) => set({ reportFormat })}
        />
      </Form.Item>
      {isScreenshot(form.reportFormat) && (
        <>
          <Form.Item label="Screenshot width">
            <InputNumber
              data-test="alert-report-width"
              style={{ width: '100%' }}
              value={form.customWidth}
              placeholder="Input custom width in pixels"
              onChange={(v) => set({ customWidth: typeof v === 'number' ? v : null })}
            />
          </Form.Item>
          <Checkbox
            checked={form.forceScreenshot}
            onChange={(e) => set({ forceScreenshot: e.target.checked })}
          >
            Ignore cache when generating report
          </Checkbox>
        </>
      )}
    </>
  );
}

const seconds = (value: number, onChange: (v: number) => void, test: string) => (
  <InputNumber
    data-test={test}
    min={1}
    style={{ width: '100%' }}
    value={value}
    suffix="seconds"
    onChange={(v) => typeof v === 'number' && onChange(v)}
  />
);

/** When: crontab and time zone; how long logs are kept, the working timeout and grace period. */
export function ScheduleSection({ form, set }: SectionProps) {
  return (
    <>
      <Form.Item label="Schedule" required>
        <ScheduleField
          crontab={form.crontab}
          onChange={(crontab) => set({ crontab })}
          allowCrontabText
        />
      </Form.Item>
      <Form.Item label="Timezone" required>
        <TimezoneSelect value={form.timezone} onChange={(timezone) => set({ timezone })} />
      </Form.Item>
      <Form.Item label="Log retention" required>
        <Select
          data-test="alert-report-retention"
          value={form.logRetention}
          options={RETENTION_OPTIONS}
          onChange={(logRetention) => set({ logRetention })}
        />
      </Form.Item>
      <Form.Item label="Working timeout" required>
        {seconds(
          form.workingTimeout,
          (workingTimeout) => set({ workingTimeout }),
          'alert-report-timeout',
        )}
      </Form.Item>
      {form.type === 'Alert' && (
        <Form.Item label="Grace period">
          {seconds(form.gracePeriod, (gracePeriod) => set({ gracePeriod }), 'alert-report-grace')}
        </Form.Item>
      )}
    </>
  );
}

/** Email recipients (to, cc, bcc) and the subject. */
export function NotificationSection({ form, set }: SectionProps) {
  const field = (key: 'emailTo' | 'emailCc' | 'emailBcc', label: string, required = false) => (
    <Form.Item label={label} required={required}>
      <Input.TextArea
        data-test={`alert-report-${key}`}
        rows={1}
        autoSize
        value={form[key]}
        placeholder="Enter email addresses separated by commas"
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label="Notification method">
        <Radio.Group value="Email">
          <Radio value="Email">Email</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="Email subject name (optional)">
        <Input
          data-test="alert-report-subject"
          value={form.emailSubject}
          onChange={(e) => set({ emailSubject: e.target.value })}
        />
      </Form.Item>
      {field('emailTo', 'Recipients', true)}
      {field('emailCc', 'CC recipients')}
      {field('emailBcc', 'BCC recipients')}
    </>
  );
}
