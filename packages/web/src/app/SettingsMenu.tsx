import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CurrentUser } from '../api/auth-api.ts';
import { APP_VERSION } from './app-version.ts';
import { visibleSettings } from './settings-menu-items.ts';

/** The navbar's Settings dropdown (Superset's right menu): Security, Manage, User and About. */
export function SettingsMenu({ user }: { user: CurrentUser }) {
  const sections = visibleSettings(user.roles);
  const items: MenuProps['items'] = [
    ...sections.map((s) => ({
      type: 'group' as const,
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
    })),
    {
      type: 'group' as const,
      key: 'About',
      label: 'About',
      children: [
        {
          key: 'version',
          disabled: true,
          label: <span data-test="settings-version">Version: {APP_VERSION}</span>,
        },
      ],
    },
  ];
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
