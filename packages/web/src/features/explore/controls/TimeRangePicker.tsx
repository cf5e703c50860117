import { useState } from 'react';
import { Flex, Input, Radio, Select, Typography } from 'antd';
import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from '@sightline/core';
import { CustomEndInput } from './CustomEndInput.tsx';
import {
  CALENDAR_RANGES,
  COMMON_RANGES,
  CURRENT_RANGES,
  TIME_RANGE_FRAMES,
  customRangeText,
  frameOf,
  parseCustomEnd,
  timeRangePreview,
} from './time-range-presets.ts';
import type { CustomEnd, TimeRangeFrame } from './time-range-presets.ts';

const PRESETS: Partial<Record<TimeRangeFrame, readonly string[]>> = {
  Common: COMMON_RANGES,
  Calendar: CALENDAR_RANGES,
  Current: CURRENT_RANGES,
};
const DEFAULT_SINCE: CustomEnd = { mode: 'relative', amount: 7, unit: 'day', direction: 'before' };
const DEFAULT_UNTIL: CustomEnd = { mode: 'today' };

/** The value a frame starts with when the user switches to it. */
function frameDefault(frame: TimeRangeFrame, current: string): string {
  if (frame === 'No filter') return NO_TIME_RANGE;
  const presets = PRESETS[frame];
  if (presets) return presets[0]!;
  if (frame === 'Custom') return customRangeText(DEFAULT_SINCE, DEFAULT_UNTIL);
  return current.includes(TIME_RANGE_SEPARATOR) ? current : `last week${TIME_RANGE_SEPARATOR}today`;
}

function splitRange(value: string): [string, string] {
  const at = value.indexOf(TIME_RANGE_SEPARATOR);
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + TIME_RANGE_SEPARATOR.length)];
}

export interface TimeRangePickerProps {
  value: string | null | undefined;
  onChange(value: string): void;
  /** For tests: the clock the preview resolves against. */
  now?: Date;
}

/**
 * The time range of a TEMPORAL_RANGE filter: presets (last, previous calendar, current), a custom
 * range, the advanced `since : until` grammar, or no filter, with the live resolved preview.
 */
export function TimeRangePicker({ value, onChange, now }: TimeRangePickerProps) {
  const current = value || NO_TIME_RANGE;
  const [frame, setFrame] = useState<TimeRangeFrame>(frameOf(current));
  const [since, until] = splitRange(current);
  const preview = timeRangePreview(current, now);
  const presets = PRESETS[frame];

  return (
    <Flex vertical gap={8} data-test="time-range-picker">
      <Select
        data-test="time-range-frame"
        value={frame}
        options={TIME_RANGE_FRAMES.map((f) => ({
          value: f,
          label: f === 'Common' ? 'Last' : f === 'Calendar' ? 'Previous' : f,
        }))}
        onChange={(next: TimeRangeFrame) => {
          setFrame(next);
          onChange(frameDefault(next, current));
        }}
      />
      {presets && (
        <Radio.Group
          data-test="time-range-presets"
          value={current}
          onChange={(e) => onChange(String(e.target.value))}
        >
          <Flex vertical gap={4}>
            {presets.map((preset) => (
              <Radio key={preset} value={preset}>
                {preset}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
      {frame === 'Custom' && (
        <>
          <Typography.Text strong>Start (inclusive)</Typography.Text>
          <CustomEndInput
            testId="time-range-custom-start"
            value={parseCustomEnd(since) ?? DEFAULT_SINCE}
            onChange={(end) =>
              onChange(customRangeText(end, parseCustomEnd(until) ?? DEFAULT_UNTIL))
            }
          />
          <Typography.Text strong>End (exclusive)</Typography.Text>
          <CustomEndInput
            testId="time-range-custom-end"
            value={parseCustomEnd(until) ?? DEFAULT_UNTIL}
            onChange={(end) =>
              onChange(customRangeText(parseCustomEnd(since) ?? DEFAULT_SINCE, end))
            }
          />
        </>
      )}
      {frame === 'Advanced' && (
        <>
          <Typography.Text strong>Start (inclusive)</Typography.Text>
          <Input
            data-test="time-range-advanced-start"
            value={since}
            onChange={(e) => onChange(`${e.target.value}${TIME_RANGE_SEPARATOR}${until}`)}
          />
          <Typography.Text strong>End (exclusive)</Typography.Text>
          <Input
            data-test="time-range-advanced-end"
            value={until}
            onChange={(e) => onChange(`${since}${TIME_RANGE_SEPARATOR}${e.target.value}`)}
          />
        </>
      )}
      <div>
        <Typography.Text type="secondary">Actual time range</Typography.Text>
        <div data-test="time-range-preview">
          {preview.error ? (
            <Typography.Text type="danger">{preview.error}</Typography.Text>
          ) : (
            <Typography.Text code>{preview.text}</Typography.Text>
          )}
        </div>
      </div>
    </Flex>
  );
}
