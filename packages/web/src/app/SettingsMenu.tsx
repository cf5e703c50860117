import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { isAdminRoleName } from '@sightline/core';
import { Link } from 'react-router';
import type { CurrentUser } from '../api/auth-api.ts';
import { visibleSettings } from './settings-menu-items.ts';

/** The navbar's Settings dropdown (Superset's right menu): Security and Manage screens. */
export function SettingsMenu({ user }: { user: CurrentUser }) {
  const sections = visibleSettings(Object.keys(user.roles).some(isAdminRoleName));
  if (sections.length === 0) return null;
  const items: MenuProps['items'] = sections.map((s) => ({
    type: 'group',
    key: s.title,
    label: s.title,
    children: s.entries.map((e) => ({
      key: e.key,
      label: (
        <Link to={e.path!} data-test={`settings-${e.key}`}>
          {e.label}
        </Link>
      ),
    })),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click', 'hover']} placement="bottomRight">
      <a
        data-test="settings-menu"
        onClick={(e) => e.preventDefault()}
        style={{ whiteSpace: 'nowrap' }}
      >
        Settings <DownOutlined />
      </a>
    </Dropdown>
  );
}
