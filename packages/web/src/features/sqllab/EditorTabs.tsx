import { useEffect, useState } from 'react';
import { Dropdown, Input, Modal, Tabs } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
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
      closable: true,
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
        </span>
      ),
    };
  });

  return (
    <>
      <Tabs
        type="editable-card"
        size="small"
        data-test="sqllab-tabs"
        activeKey={activeId ?? undefined}
        items={items}
        onChange={lab.selectTab}
        addIcon={<span data-test="sqllab-add-tab">+</span>}
        onEdit={(key, action) => (action === 'add' ? void lab.newTab() : lab.closeTab(String(key)))}
        style={{ marginBottom: 0 }}
      />
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
