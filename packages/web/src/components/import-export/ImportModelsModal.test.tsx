import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ImportModelsModal } from './ImportModelsModal.tsx';
import { attachmentName, exportUrl, importNeeds } from './import-errors.ts';

const EXISTS = 'Dashboard already exists and `overwrite=true` was not passed';
const PASSWORD = { _schema: ['Must provide a password for the database'] };
const error422 = (extra: Record<string, unknown>) => ({
  errors: [
    {
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      level: 'warning',
      extra: { ...extra, issue_codes: [{ code: 1010, message: 'x' }] },
    },
  ],
});

describe('import errors', () => {
  it("reads a 422 as Superset's import hook: overwrite, passwords, or a terminal error", () => {
    const item = (extra: Record<string, unknown>) => error422(extra).errors;
    expect(
      importNeeds(item({ 'dashboards/a.yaml': EXISTS, 'databases/x.yaml': PASSWORD })),
    ).toEqual({
      alreadyExists: ['dashboards/a.yaml'],
      passwordsNeeded: ['databases/x.yaml'],
      isTerminal: false,
    });
    expect(
      importNeeds(item({ 'charts/c.yaml': { dataset_uuid: ['Dataset not found'] } })).isTerminal,
    ).toBe(true);
    expect(exportUrl('saved_query', [1, 2])).toBe('/api/v1/saved_query/export/?q=!(1,2)');
    expect(attachmentName('attachment; filename=dashboard_export_20260101T000000.zip', 'x')).toBe(
      'dashboard_export_20260101T000000.zip',
    );
  });
});

describe('ImportModelsModal', () => {
  let posts: FormData[];
  beforeEach(() => {
    resetCsrfToken();
    posts = [];
    mockFetch((url, init) => {
      if (url === '/api/v1/dashboard/import/' && init?.method === 'POST') {
        const form = init.body as FormData;
        posts.push(form);
        if (form.get('overwrite') === 'true') return jsonResponse(200, { message: 'OK' });
        return jsonResponse(422, error422({ 'dashboards/Sales_1.yaml': EXISTS }));
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks to type OVERWRITE when the dashboard exists, then imports with overwrite', async () => {
    const onImported = vi.fn();
    renderWithApp(
      <ImportModelsModal resource="dashboard" onClose={() => undefined} onImported={onImported} />,
    );
    const input = document.querySelector<HTMLInputElement>('.ant-upload input[type="file"]')!;
    const file = new File(['zip'], 'dashboard_export.zip', { type: 'application/zip' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('dashboard_export.zip');
    fireEvent.click(screen.getByText('Import'));
    await screen.findByText('Type "OVERWRITE" to confirm');
    expect(posts[0]!.get('overwrite')).toBeNull();
    expect((posts[0]!.get('formData') as File).name).toBe('dashboard_export.zip');
    const button = screen.getByText('Overwrite').closest('button')!;
    expect(button.disabled).toBe(true);
    fireEvent.change(document.querySelector('[data-test="overwrite-modal-input"]')!, {
      target: { value: 'OVERWRITE' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(posts[1]!.get('overwrite')).toBe('true');
  }, 30_000);
});
