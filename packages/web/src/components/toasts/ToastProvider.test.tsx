import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ToastProvider } from './ToastProvider.tsx';
import { useToasts } from './toast-context.ts';
import type { Toasts } from './toast-context.ts';

describe('ToastProvider', () => {
  it('shows a toast tagged with its type', async () => {
    let toasts: Toasts | undefined;
    function Grab() {
      toasts = useToasts();
      return null;
    }
    render(
      <AntApp>
        <ToastProvider>
          <Grab />
        </ToastProvider>
      </AntApp>,
    );
    act(() => toasts?.addDangerToast('Something broke'));
    await waitFor(() => expect(screen.getByText('Something broke')).toBeTruthy());
    expect(screen.getByText('Something broke').getAttribute('data-toast-type')).toBe('danger');
  });

  it('refuses to work without a provider', () => {
    function Orphan() {
      useToasts();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
  });
});
