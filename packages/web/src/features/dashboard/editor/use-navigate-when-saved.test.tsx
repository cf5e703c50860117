import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useNavigateWhenSaved } from './use-navigate-when-saved.ts';

let navigateWhenSaved: (url: string) => void = () => undefined;

function Page({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  navigateWhenSaved = useNavigateWhenSaved(hasUnsavedChanges);
  return <span data-test="path">{useLocation().pathname}</span>;
}

describe('useNavigateWhenSaved', () => {
  it('waits for the unsaved flag to clear before it navigates', () => {
    const view = render(
      <MemoryRouter initialEntries={['/superset/dashboard/7/']}>
        <Page hasUnsavedChanges />
      </MemoryRouter>,
    );
    act(() => navigateWhenSaved('/superset/dashboard/sales/'));
    expect(screen.getByTestId('path').textContent).toBe('/superset/dashboard/7/');
    view.rerender(
      <MemoryRouter initialEntries={['/superset/dashboard/7/']}>
        <Page hasUnsavedChanges={false} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/superset/dashboard/sales/');
  });
});
