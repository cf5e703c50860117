import { Button, Card, Flex, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORMATTING_COLORS,
  FORMATTING_OPERATORS,
  operatorArity,
  ruleProblem,
  withOperator,
  type FormattingRule,
} from './conditional-formatting-model.ts';
import type { ControlProps } from './control-props.ts';
import { resultColumns } from './form-data-columns.ts';

/** `conditional_formatting`: rules `{column, operator, target(s), colorScheme}` edited in place, one card each. */
export function ConditionalFormattingControl({
  control,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps) {
  const rules: FormattingRule[] = Array.isArray(value) ? (value as FormattingRule[]) : [];
  const numeric = resultColumns(formData, datasource).filter((c) => c.isMetric || c.type === 0);
  const columnOptions = numeric.map((c) => ({ value: c.key, label: c.key }));
  const update = (index: number, rule: FormattingRule) =>
    onChange(rules.map((r, i) => (i === index ? rule : r)));
  const add = () =>
    onChange([
      ...rules,
      { column: numeric[0]?.key, operator: 'None', colorScheme: FORMATTING_COLORS[0]?.value },
    ]);
  const target = (
    index: number,
    rule: FormattingRule,
    key: 'targetValue' | 'targetValueLeft' | 'targetValueRight',
    placeholder: string,
  ) => (
    <InputNumber
      data-test={`formatting-${key}`}
      placeholder={placeholder}
      value={rule[key] ?? null}
      onChange={(n) => update(index, { ...rule, [key]: typeof n === 'number' ? n : null })}
      style={{ flex: 1 }}
    />
  );
  return (
    <Flex vertical gap={6} data-test={`conditional-formatting-${control.name}`}>
      {rules.map((rule, index) => {
        const arity = operatorArity(rule.operator);
        const problem = ruleProblem(rule);
        return (
          <Card
            key={index}
            size="small"
            data-test="formatting-rule"
            styles={{ body: { padding: 8 } }}
          >
            <Flex vertical gap={6}>
              <Flex gap={6}>
                <Select
                  data-test="formatting-column"
                  placeholder="Column"
                  style={{ flex: 1 }}
                  value={rule.column ?? undefined}
                  options={columnOptions}
                  onChange={(column: string) => update(index, { ...rule, column })}
                />
                <Select
                  data-test="formatting-color"
                  style={{ width: 110 }}
                  value={rule.colorScheme}
                  options={FORMATTING_COLORS.map((c) => ({
                    value: c.value,
                    label: <span style={{ color: c.value }}>■ {c.label}</span>,
                  }))}
                  onChange={(colorScheme: string) => update(index, { ...rule, colorScheme })}
                />
                <Button
                  aria-label="Remove rule"
                  data-test="formatting-remove"
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(rules.filter((_, i) => i !== index))}
                />
              </Flex>
              <Flex gap={6}>
                <Select
                  data-test="formatting-operator"
                  style={{ width: arity === 0 ? '100%' : 150 }}
                  value={rule.operator ?? 'None'}
                  options={FORMATTING_OPERATORS.map((o) => ({ value: o.value, label: o.label }))}
                  onChange={(operator: string) => update(index, withOperator(rule, operator))}
                />
                {arity === 1 && target(index, rule, 'targetValue', 'Target value')}
                {arity === 2 && target(index, rule, 'targetValueLeft', 'Left value')}
                {arity === 2 && target(index, rule, 'targetValueRight', 'Right value')}
              </Flex>
              {problem && (
                <Typography.Text type="warning" data-test="formatting-problem">
                  {problem}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        data-test={`add-formatting-${control.name}`}
        onClick={add}
      >
        Add new color formatter
      </Button>
    </Flex>
  );
}
