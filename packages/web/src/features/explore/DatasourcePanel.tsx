import { useState } from 'react';
import { Flex, Input, Tooltip, Typography } from 'antd';
import {
  CalculatorOutlined,
  ClockCircleOutlined,
  FieldNumberOutlined,
  FieldStringOutlined,
  QuestionOutlined,
} from '@ant-design/icons';
import { GenericDataType } from '@sightline/core';
import { datasourceName } from '../../api/explore-api.ts';
import type { DatasourceColumn, ExploreDatasource } from '../../api/explore-api.ts';
import { DraggableItem } from './dnd/DraggableItem.tsx';

function ColumnIcon({ column }: { column: DatasourceColumn }) {
  if (column.is_dttm || column.type_generic === GenericDataType.TEMPORAL)
    return <ClockCircleOutlined />;
  if (column.type_generic === GenericDataType.NUMERIC) return <FieldNumberOutlined />;
  if (column.type_generic === GenericDataType.STRING) return <FieldStringOutlined />;
  return <QuestionOutlined />;
}

const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  texts.some((t) => (t ?? '').toLowerCase().includes(search.toLowerCase()));

/** The dataset's metrics and columns, searchable, each draggable onto the controls. */
export function DatasourcePanel({ datasource }: { datasource: ExploreDatasource }) {
  const [search, setSearch] = useState('');
  const metrics = datasource.metrics.filter((m) => matches(search, m.metric_name, m.verbose_name));
  const columns = datasource.columns.filter((c) => matches(search, c.column_name, c.verbose_name));
  const name = datasourceName(datasource);
  return (
    <Flex vertical gap={8} data-test="datasource-panel">
      <Typography.Text strong data-test="datasource-name">
        {name}
      </Typography.Text>
      <Input.Search
        allowClear
        size="small"
        placeholder="Search metrics & columns"
        data-test="datasource-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Metrics ({metrics.length} of {datasource.metrics.length})
      </Typography.Text>
      {metrics.map((metric) => (
        <DraggableItem
          key={`m-${metric.metric_name}`}
          id={`metric:${metric.metric_name}`}
          item={{ kind: 'metric', metric }}
        >
          <Tooltip title={metric.expression} placement="right">
            <Flex gap={6} align="center" data-test="datasource-metric">
              <CalculatorOutlined />
              <span>{metric.verbose_name || metric.metric_name}</span>
            </Flex>
          </Tooltip>
        </DraggableItem>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Columns ({columns.length} of {datasource.columns.length})
      </Typography.Text>
      {columns.map((column) => (
        <DraggableItem
          key={`c-${column.column_name}`}
          id={`column:${column.column_name}`}
          item={{ kind: 'column', column }}
        >
          <Tooltip
            title={[column.type, column.description].filter(Boolean).join(' — ') || undefined}
            placement="right"
          >
            <Flex gap={6} align="center" data-test="datasource-column">
              <ColumnIcon column={column} />
              <span>{column.verbose_name || column.column_name}</span>
            </Flex>
          </Tooltip>
        </DraggableItem>
      ))}
    </Flex>
  );
}
