import { Flex, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { ControlProps } from './control-props.ts';
import { CONTROL_COMPONENTS } from './control-components.ts';

export interface ControlFieldProps extends ControlProps {
  errors: readonly string[];
}

/** One control with its label, description and validation errors. */
export function ControlField(props: ControlFieldProps) {
  const { control, errors } = props;
  const Component = CONTROL_COMPONENTS[control.type];
  const hasOwnLabel = control.type === 'CheckboxControl';
  return (
    <div
      data-test={`control-${control.name}`}
      data-has-error={errors.length > 0}
      style={{ marginBottom: 12 }}
    >
      {!hasOwnLabel && (
        <Flex gap={4} align="center" style={{ marginBottom: 4 }}>
          <Typography.Text strong style={{ fontSize: 12 }}>
            {control.label}
          </Typography.Text>
          {control.description && (
            <Tooltip title={control.description}>
              <InfoCircleOutlined style={{ color: '#8c8c8c', fontSize: 12 }} />
            </Tooltip>
          )}
        </Flex>
      )}
      <Component {...props} />
      {errors.length > 0 && (
        <Typography.Text
          type="danger"
          style={{ fontSize: 12, display: 'block' }}
          data-test="control-error"
        >
          {errors.join('. ')}
        </Typography.Text>
      )}
    </div>
  );
}
