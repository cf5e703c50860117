import { Tooltip } from 'antd';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { ReportState } from '@sightline/core';
import { stateTitle } from './report-display.ts';

const ICONS: Record<ReportState, { icon: typeof CheckCircleOutlined; color: string }> = {
  Success: { icon: CheckCircleOutlined, color: '#5ac189' },
  Working: { icon: LoadingOutlined, color: '#ff7f44' },
  Error: { icon: CloseCircleOutlined, color: '#e04355' },
  'Not triggered': { icon: MinusCircleOutlined, color: '#b2b2b2' },
  'On Grace': { icon: ExclamationCircleOutlined, color: '#fcc700' },
};

/** Superset's AlertStatusIcon: the last state as a coloured icon with its title on hover. */
export function AlertStatusIcon({ state, isReport }: { state: ReportState; isReport: boolean }) {
  const { icon: Icon, color } = ICONS[state] ?? ICONS['Not triggered'];
  return (
    <Tooltip title={stateTitle(state, isReport)}>
      <Icon
        style={{ color, fontSize: 16 }}
        aria-label={stateTitle(state, isReport)}
        data-test="report-state-icon"
        data-state={state}
      />
    </Tooltip>
  );
}
