import { Button, Dropdown, Flex, Input, Space, Tag, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import {
  EllipsisOutlined,
  RedoOutlined,
  SafetyCertificateOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { FavoriteStar } from '../../../components/FavoriteStar.tsx';

/** Menu entries of the dashboard header (docs/dashboards.md §2 dashboard menu actions). */
export type DashboardMenuKey =
  | 'refresh'
  | 'auto-refresh'
  | 'properties'
  | 'css'
  | 'cross-filter-scoping'
  | 'save-as'
  | 'permalink'
  | 'fullscreen'
  | 'embed'
  | 'performance'
  | 'delete';

export interface DashboardHeaderProps {
  title: string;
  certifiedBy: string | null;
  isEditing: boolean;
  canEdit: boolean;
  canWrite: boolean;
  canShare: boolean;
  /** can_set_embedded and the dashboard's owner or an admin: "Embed dashboard". */
  canEmbed?: boolean;
  isPublished: boolean;
  isFavorite: boolean;
  hasUnsavedChanges: boolean;
  canUndo: boolean;
  canRedo: boolean;
  isSaving: boolean;
  onTitleChange(title: string): void;
  onEdit(): void;
  onSave(): void;
  onDiscard(): void;
  onUndo(): void;
  onRedo(): void;
  onTogglePublished(): void;
  onToggleFavorite(): void;
  onMenu(key: DashboardMenuKey): void;
  /** "Manage email reports" (features/reports): its entries handle their own clicks. */
  reportMenu?: NonNullable<MenuProps['items']>[number] | null;
  /** "Download" > as image / as PDF, drawn by the server (header/use-download-menu.tsx). */
  downloadMenu?: NonNullable<MenuProps['items']>[number] | null;
}

const item = (key: DashboardMenuKey, text: string) => ({
  key,
  label: <span data-test={`dashboard-menu-${key}`}>{text}</span>,
});

/** Title, favorite star, status, edit controls and the dashboard menu. */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { isEditing, canEdit } = props;
  const items: MenuProps['items'] = [
    ...(isEditing ? [] : [item('refresh', 'Refresh dashboard')]),
    item(
      'auto-refresh',
      isEditing
        ? 'Set auto-refresh interval (saved with the dashboard)'
        : 'Set auto-refresh interval',
    ),
    ...(canEdit
      ? [
          item('properties', 'Edit properties'),
          item('css', 'Edit CSS'),
          item('cross-filter-scoping', 'Cross-filter scoping'),
        ]
      : []),
    ...(props.canWrite && !isEditing ? [item('save-as', 'Save as')] : []),
    ...(props.canShare ? [item('permalink', 'Copy permalink to clipboard')] : []),
    item('fullscreen', 'Toggle fullscreen'),
    ...(props.canEmbed && !isEditing ? [item('embed', 'Embed dashboard')] : []),
    // The profiler (docs/dashboards.md): for those who can act on its advice.
    ...(canEdit && !isEditing ? [item('performance', 'Performance')] : []),
    ...(props.downloadMenu && !isEditing ? [props.downloadMenu] : []),
    ...(props.reportMenu && !isEditing ? [props.reportMenu] : []),
    ...(canEdit && !isEditing
      ? [{ type: 'divider' as const }, item('delete', 'Delete dashboard')]
      : []),
  ];
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      style={{ marginBottom: 12 }}
      data-test="dashboard-header"
    >
      <Space align="center">
        {isEditing ? (
          <Input
            data-test="dashboard-title-input"
            value={props.title}
            onChange={(e) => props.onTitleChange(e.target.value)}
            style={{ fontSize: 20, width: 360 }}
          />
        ) : (
          <Typography.Title level={3} style={{ margin: 0 }} data-test="dashboard-title">
            {props.title}
          </Typography.Title>
        )}
        {props.certifiedBy && (
          <Tooltip title={`Certified by ${props.certifiedBy}`}>
            <SafetyCertificateOutlined
              style={{ color: '#1677ff' }}
              data-test="dashboard-certified"
            />
          </Tooltip>
        )}
        <FavoriteStar
          isFavorite={props.isFavorite}
          name={props.title}
          onToggle={props.onToggleFavorite}
        />
        <Tag
          color={props.isPublished ? 'green' : undefined}
          data-test="dashboard-published"
          data-published={props.isPublished}
          style={{ cursor: canEdit ? 'pointer' : undefined }}
          onClick={canEdit ? props.onTogglePublished : undefined}
        >
          {props.isPublished ? 'Published' : 'Draft'}
        </Tag>
        {props.hasUnsavedChanges && (
          <Tag color="orange" data-test="dashboard-unsaved">
            Unsaved changes
          </Tag>
        )}
      </Space>
      <Space>
        {isEditing ? (
          <>
            <Tooltip title="Undo">
              <Button
                icon={<UndoOutlined />}
                aria-label="Undo"
                data-test="dashboard-undo"
                disabled={!props.canUndo}
                onClick={props.onUndo}
              />
            </Tooltip>
            <Tooltip title="Redo">
              <Button
                icon={<RedoOutlined />}
                aria-label="Redo"
                data-test="dashboard-redo"
                disabled={!props.canRedo}
                onClick={props.onRedo}
              />
            </Tooltip>
            <Button data-test="dashboard-discard" onClick={props.onDiscard}>
              Discard
            </Button>
            <Button
              type="primary"
              data-test="dashboard-save"
              loading={props.isSaving}
              onClick={props.onSave}
            >
              Save
            </Button>
          </>
        ) : (
          canEdit && (
            <Button type="primary" data-test="dashboard-edit" onClick={props.onEdit}>
              Edit dashboard
            </Button>
          )
        )}
        <Dropdown
          menu={{
            items,
            // A submenu entry (the reports submenu) handles its own click.
            onClick: ({ key, keyPath }) =>
              keyPath.length === 1 && props.onMenu(key as DashboardMenuKey),
          }}
          trigger={['click']}
          placement="bottomRight"
          // Unmounted when closed: a hovered submenu (the reports one) would outlive the click.
          destroyOnHidden
        >
          <Button
            icon={<EllipsisOutlined />}
            aria-label="Dashboard actions"
            data-test="dashboard-menu"
          />
        </Dropdown>
      </Space>
    </Flex>
  );
}
