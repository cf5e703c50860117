import { useState } from 'react';
import { Button, Input, Tabs } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { NEW_COMPONENTS_SOURCE_ID, handleDrop } from '@sightline/core';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';
import { randomIdGenerator } from '../dashboard-model.ts';
import { LayoutNode } from './LayoutNode.tsx';

/** The title of a tab: inline editable in edit mode (double click), with a delete cross. */
function TabTitle({ tab }: { tab: LayoutComponent }) {
  const { editMode, updateComponent, remove } = useDashboardContext();
  const [draft, setDraft] = useState<string | null>(null);
  const title = tab.meta.text || tab.meta.defaultText || 'Tab title';
  if (editMode && draft !== null) {
    return (
      <Input
        size="small"
        autoFocus
        data-test="tab-title-input"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.stopPropagation()}
        onMouseDown={(e) => e.stopPropagation()}
        onClick={(e) => e.stopPropagation()}
        onBlur={(e) => {
          // antd's tab takes the focus back right after the double click that opened the input;
          // focus moving to the tab around the input is not the user leaving it.
          const to = e.relatedTarget as Node | null;
          const input = e.currentTarget;
          if (to && to.contains(input)) {
            requestAnimationFrame(() => input.focus());
            return;
          }
          updateComponent({ ...tab, meta: { ...tab.meta, text: draft } });
          setDraft(null);
        }}
        onPressEnter={(e) => e.currentTarget.blur()}
      />
    );
  }
  return (
    <span
      data-test="dashboard-tab-title"
      onDoubleClick={editMode ? () => setDraft(tab.meta.text ?? '') : undefined}
    >
      {title}
      {editMode && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={`Delete tab ${title}`}
          data-test="delete-tab"
          onClick={(e) => {
            e.stopPropagation();
            remove(tab.id);
          }}
        />
      )}
    </span>
  );
}

/** A tabs container: one antd tab per TAB child; in edit mode tabs are renamed, added and deleted. */
export function TabsNode({ component }: { component: LayoutComponent }) {
  const { layout, editMode, activeTabs, setActiveTab, apply, hideTab } = useDashboardContext();
  const tabs = component.children
    .map((id) => layout[id])
    .filter((tab): tab is LayoutComponent => tab !== undefined);
  const activeKey =
    activeTabs[component.id] && component.children.includes(activeTabs[component.id])
      ? activeTabs[component.id]
      : component.children[0];
  const addTab = () =>
    apply(
      handleDrop(
        layout,
        {
          source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
          destination: { id: component.id, index: component.children.length },
          dragging: { type: 'TAB' },
        },
        randomIdGenerator,
      ),
    );
  return (
    <Tabs
      data-test="dashboard-tabs"
      activeKey={activeKey}
      onChange={(key) => setActiveTab(component.id, key)}
      renderTabBar={hideTab && !editMode ? () => <></> : undefined}
      tabBarExtraContent={
        editMode ? (
          <Button size="small" data-test="add-tab" onClick={addTab} style={{ marginRight: 64 }}>
            + Tab
          </Button>
        ) : undefined
      }
      items={tabs.map((tab) => ({
        key: tab.id,
        label: <TabTitle tab={tab} />,
        children: <LayoutNode id={tab.id} parentId={component.id} />,
      }))}
    />
  );
}
