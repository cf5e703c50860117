import { lazy, Suspense, useState } from 'react';
import { Avatar, Dropdown, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../api/auth-api.ts';
import { NAV_ITEMS, activeNavKey } from './nav-items.ts';
import type { NavItem } from './nav-items.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { canUploadFiles, UPLOAD_MENU, uploadTypeOfKey } from '../features/upload/upload-menu.ts';
import type { UploadFileType } from '../features/upload/upload-form.ts';

// The upload dialogs (forms, selects, the file picker) load when one is opened.
const UploadDataModal = lazy(async () => ({
  default: (await import('../features/upload/UploadDataModal.tsx')).UploadDataModal,
}));

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItem(item: NavItem): MenuItem {
  if (!item.path && !item.children) {
    // An action entry (e.g. an upload dialog): the menu's onClick handles its key.
    return { key: item.key, label: <span data-test={`nav-${item.key}`}>{item.label}</span> };
  }
  if (item.children) {
    return {
      key: item.key,
      label: <span data-test={`nav-${item.key}`}>{item.label}</span>,
      children: item.children.map(toMenuItem),
    };
  }
  return {
    key: item.key,
    label: (
      <Link to={item.path ?? '/'} data-test={`nav-${item.key}`}>
        {item.label}
      </Link>
    ),
  };
}

function displayName(user: CurrentUser): string {
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return full || user.username;
}

/** Logout is a full page load: the server clears the cookie and redirects to the login page. */
function logout(): void {
  window.location.assign('/logout/');
}

/** The top bar: brand, main menu, user menu. */
export function NavBar({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const selected = activeNavKey(location.pathname);
  const [uploadType, setUploadType] = useState<UploadFileType | null>(null);
  // Superset's Data menu offers the upload dialogs to users holding can_upload on Database.
  const navItems = canUploadFiles(user)
    ? NAV_ITEMS.map((item) =>
        item.key === 'data'
          ? { ...item, children: [...(item.children ?? []), ...UPLOAD_MENU] }
          : item,
      )
    : NAV_ITEMS;
  const userItems: MenuProps['items'] = [
    {
      key: 'user',
      label: <span data-test="user-menu-name">{displayName(user)}</span>,
      disabled: true,
    },
    { type: 'divider' },
    { key: 'logout', label: <span data-test="user-menu-logout">Logout</span>, onClick: logout },
  ];
  return (
    <Layout.Header
      data-test="navbar"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        background: '#fff',
        padding: '0 24px',
      }}
    >
      <Link
        to="/"
        data-test="navbar-brand"
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="none" stroke="#20a7c9" strokeWidth="3" />
          <path d="M4 16 L10 10 L14 13 L20 6" fill="none" stroke="#1a3d5c" strokeWidth="2.5" />
        </svg>
        <strong style={{ fontSize: 18, color: '#1a3d5c' }}>Sightline</strong>
      </Link>
      <Menu
        mode="horizontal"
        data-test="navbar-menu"
        selectedKeys={selected ? [selected] : []}
        items={navItems.map(toMenuItem)}
        onClick={({ key }) => setUploadType(uploadTypeOfKey(key))}
        style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
      />
      <SettingsMenu user={user} />
      <Dropdown menu={{ items: userItems }} trigger={['click']} placement="bottomRight">
        <a
          data-test="user-menu"
          onClick={(e) => e.preventDefault()}
          style={{ whiteSpace: 'nowrap' }}
        >
          <Avatar size="small" icon={<UserOutlined />} /> {displayName(user)} <DownOutlined />
        </a>
      </Dropdown>
      {uploadType && (
        <Suspense fallback={null}>
          <UploadDataModal type={uploadType} onClose={() => setUploadType(null)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
