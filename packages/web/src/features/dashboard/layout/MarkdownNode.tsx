import { useMemo, useState } from 'react';
import { Input } from 'antd';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';
import { heightPx } from './grid-size.ts';
import { renderMarkdown } from './markdown.ts';

const PLACEHOLDER = 'Click here to edit [markdown](https://bit.ly/1dQOfRK)';

/** A markdown block: sanitised HTML when viewing, a text area when edited (edit mode, click to edit). */
export function MarkdownNode({ component }: { component: LayoutComponent }) {
  const { editMode, updateComponent } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const code = component.meta.code ?? '';
  const height = heightPx(component.meta.height ?? 50);
  const html = useMemo(
    () => renderMarkdown(code || (editMode ? PLACEHOLDER : '')),
    [code, editMode],
  );

  if (editMode && draft !== null) {
    return (
      <Input.TextArea
        autoFocus
        data-test="markdown-editor"
        value={draft}
        style={{ height, resize: 'none', fontFamily: 'monospace' }}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          if (draft !== code)
            updateComponent({ ...component, meta: { ...component.meta, code: draft } });
          setDraft(null);
        }}
      />
    );
  }
  return (
    <div
      data-test="dashboard-markdown"
      role={editMode ? 'button' : undefined}
      tabIndex={editMode ? 0 : undefined}
      onClick={editMode ? () => setDraft(code) : undefined}
      style={{
        height,
        overflow: 'auto',
        padding: 8,
        background: '#fff',
        cursor: editMode ? 'text' : undefined,
      }}
      // The HTML is sanitised with DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
