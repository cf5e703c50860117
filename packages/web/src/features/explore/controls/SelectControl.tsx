import { useState } from 'react';
import { Select } from 'antd';
import type { ControlProps } from './control-props.ts';
import { controlChoices } from './dynamic-choices.ts';

type Option = { value: string; label: string };

const keyOf = (value: unknown) => JSON.stringify(value ?? null);

/** Typed text as a value: a number when the choices are numbers and the text is numeric. */
export function typedValue(text: string, choiceValues: readonly unknown[]): unknown {
  const trimmed = text.trim();
  const isNumeric = trimmed !== '' && Number.isFinite(Number(trimmed));
  return isNumeric && choiceValues.some((v) => typeof v === 'number') ? Number(trimmed) : trimmed;
}

/** A select from the control's choices; free-form ones accept typed values (row limit, formats ...). */
export function SelectControl({ control, value, onChange, datasource, formData }: ControlProps) {
  const [search, setSearch] = useState('');
  const choices = controlChoices(control, formData, datasource);
  const choiceValues = choices.map(([v]) => v);
  const isFreeForm = Boolean(control.isFreeForm) || choices.length === 0;
  const options: Option[] = choices.map(([v, label]) => ({ value: keyOf(v), label }));
  const known = new Set(options.map((o) => o.value));
  const addOption = (v: unknown) => {
    const key = keyOf(v);
    if (v !== null && v !== undefined && v !== '' && !known.has(key)) {
      known.add(key);
      options.push({ value: key, label: String(v) });
    }
  };
  const values = Array.isArray(value) ? value : [];
  if (control.isMulti) values.forEach(addOption);
  else addOption(value);
  if (isFreeForm && search.trim() && !control.isMulti) addOption(typedValue(search, choiceValues));

  const fromKey = (key: string): unknown => {
    if (known.has(key)) {
      try {
        return JSON.parse(key) as unknown;
      } catch {
        return key;
      }
    }
    return typedValue(key, choiceValues);
  };

  if (control.isMulti) {
    return (
      <Select
        mode={isFreeForm ? 'tags' : 'multiple'}
        allowClear
        data-test={`select-${control.name}`}
        aria-label={control.label}
        style={{ width: '100%' }}
        options={options}
        value={values.map(keyOf)}
        onChange={(keys: string[]) => onChange(keys.map(fromKey))}
      />
    );
  }
  return (
    <Select
      data-test={`select-${control.name}`}
      aria-label={control.label}
      style={{ width: '100%' }}
      showSearch={{ onSearch: isFreeForm ? setSearch : undefined, optionFilterProp: 'label' }}
      allowClear={value !== undefined && value !== null && control.default !== value}
      options={options}
      value={
        value === undefined || value === null
          ? choiceValues.includes(null)
            ? keyOf(null)
            : undefined
          : keyOf(value)
      }
      placeholder={isFreeForm ? 'Select or type a value' : 'Select a value'}
      onChange={(key: string | undefined) => {
        setSearch('');
        onChange(key === undefined ? undefined : fromKey(key));
      }}
    />
  );
}
