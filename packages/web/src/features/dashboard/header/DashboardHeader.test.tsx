import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import type { DashboardHeaderProps } from './DashboardHeader.tsx';

configure({ asyncUtilTimeout: 5000 });

function renderHeader(over: Partial<DashboardHeaderProps>) {
  const onMenu = vi.fn();
  const props: DashboardHeaderProps = {
    title: 'Sales',
    certifiedBy: null,
    isEditing: false,
    canEdit: true,
    canWrite: true,
    canShare: true,
    isPublished: true,
    isFavorite: false,
    hasUnsavedChanges: false,
    canUndo: false,
    canRedo: false,
    isSaving: false,
    onTitleChange: vi.fn(),
    onEdit: vi.fn(),
    onSave: vi.fn(),
    onDiscard: vi.fn(),
    onUndo: vi.fn(),
    onRedo: vi.fn(),
    onTogglePublished: vi.fn(),
    onToggleFavorite: vi.fn(),
    onMenu,
    ...over,
  };
  renderWithApp(<DashboardHeader {...props} />);
  fireEvent.click(screen.getByTestId('dashboard-menu'));
  return onMenu;
}

describe('dashboard header menu', { timeout: 30_000 }, () => {
  it('offers the auto-refresh interval and cross-filter scoping in edit mode', async () => {
    const onMenu = renderHeader({ isEditing: true });
    expect((await screen.findByTestId('dashboard-menu-auto-refresh')).textContent).toBe(
      'Set auto-refresh interval (saved with the dashboard)',
    );
    expect(screen.queryByTestId('dashboard-menu-refresh')).toBeNull();
    fireEvent.click(screen.getByTestId('dashboard-menu-cross-filter-scoping'));
    expect(onMenu).toHaveBeenCalledWith('cross-filter-scoping');
  });

  it('hides cross-filter scoping from users who may not edit', async () => {
    renderHeader({ canEdit: false });
    expect(await screen.findByTestId('dashboard-menu-auto-refresh')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-menu-cross-filter-scoping')).toBeNull();
  });
});
