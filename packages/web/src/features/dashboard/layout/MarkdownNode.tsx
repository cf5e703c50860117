import { useEffect, useMemo, useState } from 'react';
import { Input } from 'antd';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';
import { heightPx } from './grid-size.ts';

const PLACEHOLDER = 'Click here to edit [markdown](https://bit.ly/1dQOfRK)';

type RenderMarkdown = (code: string) => string;
/** markdown.ts (marked and DOMPurify), loaded with the first markdown block a dashboard draws. */
let loading: Promise<RenderMarkdown> | null = null;
let loaded: RenderMarkdown | null = null;
const loadRenderer = () =>
  (loading ??= import('./markdown.ts').then((m) => (loaded = m.renderMarkdown)));

/** `code` as sanitised HTML; null until the renderer has loaded (a first block only). */
function useMarkdownHtml(code: string): string | null {
  const [render, setRender] = useState<RenderMarkdown | null>(() => loaded);
  useEffect(() => {
    if (render) return undefined;
    let isLive = true;
    void loadRenderer().then((next) => {
      if (isLive) setRender(() => next);
    });
    return () => {
      isLive = false;
    };
  }, [render]);
  return useMemo(() => (render ? render(code) : null), [render, code]);
}

/** A markdown block: sanitised HTML when viewing, a text area when edited (edit mode, click to edit). */
export function MarkdownNode({ component }: { component: LayoutComponent }) {
  const { editMode, updateComponent } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const code = component.meta.code ?? '';
  const height = heightPx(component.meta.height ?? 50);
  const html = useMarkdownHtml(code || (editMode ? PLACEHOLDER : ''));

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
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
