import { useMemo, useState } from 'react';
import { Input, Radio, Select, Typography } from 'antd';
import { Cron } from 'react-js-cron';
import type { CronError } from 'react-js-cron';
import 'react-js-cron/dist/styles.css';
import { crontabInWords } from './report-display.ts';

export interface ScheduleFieldProps {
  crontab: string;
  onChange(crontab: string): void;
  /** Offer typing a crontab besides the picker (Superset's AlertReportCronScheduler). */
  allowCrontabText?: boolean;
}

/**
 * Superset's schedule: the CronPicker (react-js-cron: "Every week on Monday at 12:00"), and, in the
 * alert/report modal, a "CRON Schedule" text input with the expression in words below.
 */
export function ScheduleField({ crontab, onChange, allowCrontabText = false }: ScheduleFieldProps) {
  const [mode, setMode] = useState<'picker' | 'text'>('picker');
  const [error, setError] = useState<CronError>();
  const picker = (
    <div data-test="report-cron-picker">
      <Cron
        value={crontab}
        setValue={(value: string) => onChange(value)}
        clearButton={false}
        clockFormat="24-hour-clock"
        onError={setError}
        leadingZero
      />
      {error && <Typography.Text type="danger">{error.description}</Typography.Text>}
    </div>
  );
  if (!allowCrontabText) return picker;
  return (
    <div>
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value as 'picker' | 'text')}
        style={{ marginBottom: 8 }}
        data-test="report-schedule-mode"
      >
        <Radio value="picker">Recurring schedule</Radio>
        <Radio value="text">CRON Schedule</Radio>
      </Radio.Group>
      {mode === 'picker' ? (
        picker
      ) : (
        <>
          <Input
            data-test="report-crontab"
            value={crontab}
            placeholder="CRON expression"
            onChange={(e) => onChange(e.target.value)}
          />
          <Typography.Text type="secondary">{crontabInWords(crontab)}</Typography.Text>
        </>
      )}
    </div>
  );
}

/** The IANA zones the browser knows, UTC first (Superset's TimezoneSelector). */
function timezones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

/** A searchable select of time zones. */
export function TimezoneSelect(props: { value: string; onChange(zone: string): void }) {
  const options = useMemo(() => timezones().map((z) => ({ value: z, label: z })), []);
  return (
    <Select
      showSearch
      data-test="report-timezone"
      value={props.value}
      onChange={props.onChange}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
