import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address."
      extra={
        <Link to="/">
          <Button type="primary">Back to the start page</Button>
        </Link>
      }
    />
  );
}
