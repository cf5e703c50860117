import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ListViewMode } from './view-mode.ts';

/** Superset's card/list icons left of a list's filters. */
export function ViewToggle({
  mode,
  onChange,
}: {
  mode: ListViewMode;
  onChange(mode: ListViewMode): void;
}) {
  const button = (value: ListViewMode, label: string, icon: ReactNode) => (
    <Tooltip title={label}>
      <Button
        type={mode === value ? 'primary' : 'text'}
        ghost={mode === value}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={mode === value}
        data-test={`view-toggle-${value}`}
        onClick={() => onChange(value)}
      />
    </Tooltip>
  );
  return (
    <Space size={4} data-test="view-toggle">
      {button('card', 'Card view', <AppstoreOutlined />)}
      {button('table', 'List view', <UnorderedListOutlined />)}
    </Space>
  );
}
