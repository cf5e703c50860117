import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Modal, Tabs } from 'antd';
import { CloseOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useSqlLab } from './sqllab-context.ts';
import { cycleTab, tabShortcut } from './tab-naming.ts';
import { isInProgress } from './query-state.ts';
import { shouldSync } from './editor-model.ts';

/** The tab bar: add, close, rename, duplicate, and Ctrl+Alt / Cmd+Alt keyboard switching. */
export function EditorTabs() {
  const lab = useSqlLab();
  const { editors, activeId, queries } = lab.state;
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = tabShortcut(event);
      if (!action) return;
      event.preventDefault();
      const ids = editors.map((e) => e.id);
      if (action === 'new') void lab.newTab();
      else if (action === 'close' && activeId) lab.closeTab(activeId);
      else {
        const next = cycleTab(ids, activeId, action === 'next' ? 1 : -1);
        if (next) lab.selectTab(next);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editors, activeId, lab]);

  const items = editors.map((e) => {
    const latest = e.latestQueryId ? queries[e.latestQueryId] : undefined;
    return {
      key: e.id,
      label: (
        <span
          data-test="sqllab-tab"
          data-tab-name={e.name}
          data-synced={String(!shouldSync(e) && !e.isLocalOnly)}
          data-active={String(e.id === activeId)}
        >
          {isInProgress(latest?.state) ? '⏳ ' : ''}
          <span data-test="sqllab-tab-name">{e.name}</span>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'rename',
                  label: 'Rename tab',
                  onClick: () => setRenaming({ id: e.id, name: e.name }),
                },
                { key: 'duplicate', label: 'Duplicate tab', onClick: () => lab.duplicateTab(e.id) },
                { key: 'close', label: 'Close tab', onClick: () => lab.closeTab(e.id) },
              ],
            }}
          >
            <MoreOutlined
              data-test="sqllab-tab-menu"
              style={{ marginLeft: 6 }}
              onClick={(ev) => ev.stopPropagation()}
            />
          </Dropdown>
          {/* Not a button: a tab list may hold only tabs (axe aria-required-children). Keyboard
              users close a tab with Ctrl+Alt+W or its menu. */}
          <CloseOutlined
            data-test="sqllab-tab-close"
            aria-hidden
            style={{ marginLeft: 8, fontSize: 10, color: 'rgba(0, 0, 0, 0.45)' }}
            onClick={(ev) => {
              ev.stopPropagation();
              lab.closeTab(e.id);
            }}
          />
        </span>
      ),
    };
  });

  return (
    <>
      {/* antd's editable-card puts its add and remove buttons inside the tab list, which may hold
          only tabs (axe aria-required-children): the tabs are cards, and "+" sits after the list. */}
      <div className="sqllab-tab-bar" style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <Tabs
          type="card"
          size="small"
          data-test="sqllab-tabs"
          activeKey={activeId ?? undefined}
          items={items}
          onChange={lab.selectTab}
          style={{ marginBottom: 0, minWidth: 0 }}
        />
        <Button
          type="text"
          size="small"
          aria-label="Add tab"
          title="New tab (Ctrl+Alt+N)"
          data-test="sqllab-add-tab"
          style={{ marginTop: 4 }}
          icon={<PlusOutlined />}
          onClick={() => void lab.newTab()}
        />
      </div>
      <Modal
        open={renaming !== null}
        title="Rename tab"
        okText="Rename"
        okButtonProps={{ disabled: !renaming?.name.trim(), 'data-test': 'rename-tab-ok' }}
        onCancel={() => setRenaming(null)}
        onOk={() => {
          if (renaming) lab.updateEditor(renaming.id, { name: renaming.name.trim() });
          setRenaming(null);
        }}
      >
        <Input
          data-test="rename-tab-input"
          value={renaming?.name ?? ''}
          onChange={(ev) => setRenaming((r) => (r ? { ...r, name: ev.target.value } : r))}
        />
      </Modal>
    </>
  );
}
