import { Typography } from 'antd';
import type { ControlProps } from './control-props.ts';

/** Controls the explore panel cannot edit yet: the saved value is kept and shown as JSON. */
export function UnsupportedControl({ control, value }: ControlProps) {
  const text =
    value === undefined || value === null || (Array.isArray(value) && value.length === 0)
      ? 'None'
      : JSON.stringify(value);
  return (
    <Typography.Text
      type="secondary"
      data-test={`unsupported-${control.name}`}
      ellipsis={{ tooltip: text }}
    >
      {text} (editing {control.type} is not available yet)
    </Typography.Text>
  );
}
