import { CheckOutlined, CloseOutlined } from '@ant-design/icons';

/** A check or a cross for a yes/no cell. */
export function BooleanIcon({ value }: { value: boolean | null | undefined }) {
  return value ? (
    <CheckOutlined aria-label="yes" style={{ color: '#5ac189' }} />
  ) : (
    <CloseOutlined aria-label="no" style={{ color: '#bfbfbf' }} />
  );
}
