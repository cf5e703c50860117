import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { CardGrid, HomeEmpty, LoadingCards } from './HomeCards.tsx';

export interface ObjectSectionProps<Tab extends string> {
  dataTest: string;
  tabs: readonly Tab[];
  tab: Tab;
  onTab(tab: Tab): void;
  /** Right of the tabs: "+ Dashboard", "View All »". */
  buttons: ReactNode;
  isLoading: boolean;
  emptyText: string;
  /** The cards; empty shows the empty state. */
  cards: ReactNode[];
}

/** A Home section with tabs and buttons over a grid of cards (Superset's SubMenu + CardContainer). */
export function ObjectSection<Tab extends string>(props: ObjectSectionProps<Tab>) {
  return (
    <div data-test={props.dataTest}>
      <Tabs
        size="small"
        activeKey={props.tab}
        onChange={(key) => props.onTab(key as Tab)}
        items={props.tabs.map((t) => ({ key: t, label: t }))}
        tabBarExtraContent={props.buttons}
      />
      {props.isLoading ? (
        <LoadingCards />
      ) : props.cards.length === 0 ? (
        <HomeEmpty text={props.emptyText} />
      ) : (
        <CardGrid dataTest={`${props.dataTest}-cards`}>{props.cards}</CardGrid>
      )}
    </div>
  );
}
