import { useState } from 'react';
import { Tabs } from 'antd';
import type { QueryEditor } from './editor-model.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { QueryHistoryPanel } from './QueryHistoryPanel.tsx';
import { ResultsPane } from './ResultsPane.tsx';
import { SchemaBrowser } from './SchemaBrowser.tsx';
import { SqlEditor } from './SqlEditor.tsx';
import { useSqlLab } from './sqllab-context.ts';

/** One tab's workspace: left bar, editor with its toolbar, and results or history below. */
export function EditorPane({ editor }: { editor: QueryEditor }) {
  const lab = useSqlLab();
  const [selectedText, setSelectedText] = useState('');
  const run = () => {
    if (editor.dbId === null) return;
    lab.runQuery(editor, selectedText.trim() ? selectedText : undefined);
  };
  return (
    <div
      style={{ display: 'flex', gap: 12, paddingTop: 12 }}
      data-test="sqllab-editor-pane"
      data-editor-id={editor.id}
    >
      <SchemaBrowser editor={editor} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <SqlEditor editor={editor} onRun={run} onSelectionChange={setSelectedText} />
        <EditorToolbar editor={editor} selectedText={selectedText} />
        <Tabs
          size="small"
          items={[
            { key: 'results', label: 'Results', children: <ResultsPane editor={editor} /> },
            {
              key: 'history',
              label: 'Query history',
              children: <QueryHistoryPanel editor={editor} />,
              destroyOnHidden: true,
            },
          ]}
        />
      </div>
    </div>
  );
}
