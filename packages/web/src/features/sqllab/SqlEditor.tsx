import { useMemo, useRef } from 'react';
import CodeMirror, { EditorView, keymap, Prec } from '@uiw/react-codemirror';
import { sql } from '@codemirror/lang-sql';
import { dialectFor } from './completion-schema.ts';
import type { QueryEditor } from './editor-model.ts';
import { useSqlLab } from './sqllab-context.ts';
import { useCompletionSchema } from './use-completion-schema.ts';

export interface SqlEditorProps {
  editor: QueryEditor;
  onRun: () => void;
  onSelectionChange: (text: string) => void;
}

/** The CodeMirror SQL editor of a tab: dialect by backend, completion of keywords, schemas, tables, columns. */
export function SqlEditor({ editor, onRun, onSelectionChange }: SqlEditorProps) {
  const lab = useSqlLab();
  const backend = editor.dbId === null ? undefined : lab.databases[String(editor.dbId)]?.backend;
  const { namespace, defaultSchema } = useCompletionSchema(editor.dbId, editor.schema);
  const namespaceKey = JSON.stringify(namespace);
  const runRef = useRef(onRun);
  runRef.current = onRun;

  const extensions = useMemo(
    () => [
      sql({
        dialect: dialectFor(backend),
        schema: JSON.parse(namespaceKey) as typeof namespace,
        defaultSchema,
        upperCaseKeywords: true,
      }),
      // The editable area's accessible name (screen readers; Lighthouse's aria-input-field-name).
      EditorView.contentAttributes.of({ 'aria-label': 'SQL editor' }),
      // Ctrl/Cmd+Enter runs; it must win over the editor's own Enter bindings.
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              runRef.current();
              return true;
            },
          },
        ]),
      ),
    ],
    [backend, namespaceKey, defaultSchema],
  );

  return (
    <div
      data-test="sqllab-editor"
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}
    >
      <CodeMirror
        value={editor.sql}
        height="240px"
        extensions={extensions}
        basicSetup={{ lineNumbers: true, highlightActiveLine: true, autocompletion: true }}
        onChange={(value) => lab.updateEditor(editor.id, { sql: value })}
        onUpdate={(update) => {
          if (!update.selectionSet) return;
          const { from, to } = update.state.selection.main;
          onSelectionChange(update.state.sliceDoc(from, to));
        }}
      />
    </div>
  );
}
