import { Checkbox, Form, Input, InputNumber } from 'antd';
import type { ConnectionField, FieldValues } from './connection-schema.ts';

export interface ConnectionFormProps {
  fields: ConnectionField[];
  values: FieldValues;
  onChange(values: FieldValues): void;
}

/** One input per JSON-schema property of the engine's connection parameters. */
export function ConnectionForm({ fields, values, onChange }: ConnectionFormProps) {
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });
  return (
    <div data-test="connection-form">
      {fields.map((field) => {
        const id = `connection-${field.name}`;
        const testId = `connection-field-${field.name}`;
        const text = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
        if (field.kind === 'boolean') {
          return (
            <Form.Item key={field.name} extra={field.description}>
              <Checkbox
                id={id}
                data-test={testId}
                checked={values[field.name] === true}
                onChange={(e) => set(field.name, e.target.checked)}
              >
                {field.label}
              </Checkbox>
            </Form.Item>
          );
        }
        let input;
        if (field.kind === 'password') {
          input = (
            <Input.Password
              id={id}
              data-test={testId}
              value={text}
              onChange={(e) => set(field.name, e.target.value)}
            />
          );
        } else if (field.kind === 'number') {
          input = (
            <InputNumber<string>
              id={id}
              data-test={testId}
              stringMode
              style={{ width: '100%' }}
              value={text === '' ? null : text}
              onChange={(v) => set(field.name, v ?? '')}
            />
          );
        } else {
          input = (
            <Input
              id={id}
              data-test={testId}
              value={text}
              placeholder={field.kind === 'object' ? 'e.g. param1=value1&param2=value2' : undefined}
              onChange={(e) => set(field.name, e.target.value)}
            />
          );
        }
        return (
          <Form.Item
            key={field.name}
            label={field.label}
            htmlFor={id}
            required={field.isRequired}
            extra={field.description}
          >
            {input}
          </Form.Item>
        );
      })}
    </div>
  );
}
