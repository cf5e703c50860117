import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** Title row of a list page with its actions on the right. */
export function ListPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex gap={8}>{actions}</Flex>
    </Flex>
  );
}
