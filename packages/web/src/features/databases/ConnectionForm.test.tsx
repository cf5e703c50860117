import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConnectionForm } from './ConnectionForm.tsx';
import {
  connectionFields,
  initialFieldValues,
  missingRequiredFields,
  parametersFromValues,
} from './connection-schema.ts';
import type { FieldValues } from './connection-schema.ts';

const SCHEMA = {
  type: 'object',
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', description: 'Database port' },
    username: { type: 'string', nullable: true },
    password: { type: 'string', nullable: true },
    database: { type: 'string' },
    query: { type: 'object', description: 'Additional parameters', additionalProperties: {} },
    encryption: { type: 'boolean', description: 'Use an encrypted connection' },
  },
  required: ['host', 'port', 'username', 'database'],
};

const fields = connectionFields(SCHEMA);

function Harness({ onValues }: { onValues(values: FieldValues): void }) {
  const [values, setValues] = useState<FieldValues>(() => initialFieldValues(fields));
  return (
    <ConnectionForm
      fields={fields}
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues(next);
      }}
    />
  );
}

function input(name: string): HTMLInputElement {
  const el = document.getElementById(`connection-${name}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input for ${name}`);
  return el;
}

describe('ConnectionForm', () => {
  it('draws one input per JSON-schema property with the right kind and required marks', () => {
    render(<Harness onValues={() => undefined} />);
    for (const name of Object.keys(SCHEMA.properties)) expect(input(name)).toBeTruthy();
    expect(input('password').type).toBe('password');
    expect(input('encryption').type).toBe('checkbox');
    expect(screen.getByText('Host')).toBeTruthy();
    expect(screen.getByText('Hostname or IP address')).toBeTruthy();
    const required = document.querySelectorAll('.ant-form-item-required');
    expect(Array.from(required).map((el) => el.textContent)).toEqual([
      'Host',
      'Port',
      'Username',
      'Database',
    ]);
  });

  it('produces the parameters object from what the user typed', () => {
    let values: FieldValues = initialFieldValues(fields);
    render(<Harness onValues={(v) => (values = v)} />);
    fireEvent.change(input('host'), { target: { value: ' db.example.com ' } });
    fireEvent.change(input('port'), { target: { value: '5432' } });
    fireEvent.change(input('username'), { target: { value: 'analyst' } });
    fireEvent.change(input('password'), { target: { value: 's3cret ' } });
    fireEvent.change(input('database'), { target: { value: 'warehouse' } });
    fireEvent.change(input('query'), {
      target: { value: 'sslmode=require&application_name=sightline' },
    });
    fireEvent.click(input('encryption'));

    expect(parametersFromValues(fields, values)).toEqual({
      host: 'db.example.com',
      port: 5432,
      username: 'analyst',
      password: 's3cret ',
      database: 'warehouse',
      query: { sslmode: 'require', application_name: 'sightline' },
      encryption: true,
    });
    expect(missingRequiredFields(fields, values)).toEqual([]);
  });

  it('leaves empty inputs out and reports missing required ones', () => {
    const values = initialFieldValues(fields);
    expect(parametersFromValues(fields, values)).toEqual({ encryption: false });
    expect(missingRequiredFields(fields, values)).toEqual(['Host', 'Port', 'Username', 'Database']);
  });

  it('fills inputs from existing parameters', () => {
    const values = initialFieldValues(fields, {
      host: 'h',
      port: 3306,
      query: { a: '1' },
      password: 'XXXXXXXXXX',
    });
    expect(values).toMatchObject({ host: 'h', port: '3306', query: 'a=1', password: 'XXXXXXXXXX' });
  });
});
