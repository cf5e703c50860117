import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { ListSearch } from './ListSearch.tsx';
import type { ListSearchProps } from './ListSearch.tsx';

export interface ListFilterBarProps extends Omit<ListSearchProps, 'style'> {
  /** The filters right of the search box. */
  children?: ReactNode;
}

/** A list's filter row: a search box (its text trimmed) followed by the list's own filters. */
export function ListFilterBar({ children, onSearch, ...search }: ListFilterBarProps) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <ListSearch {...search} onSearch={(text) => onSearch(text.trim())} />
      {children}
    </Flex>
  );
}
