import type { CSSProperties } from 'react';
import { Input } from 'antd';

export interface ListSearchProps {
  placeholder: string;
  dataTest: string;
  /** Called with the text as typed when the user presses Enter, clicks search or clears the box. */
  onSearch(text: string): void;
  style?: CSSProperties;
}

/** The search box of a list page. */
export function ListSearch({ placeholder, dataTest, onSearch, style }: ListSearchProps) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      data-test={dataTest}
      style={{ maxWidth: 360, ...style }}
      onSearch={onSearch}
    />
  );
}
