import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SavedQueryItem } from '../../api/sqllab-api.ts';
import { HomeCard } from './HomeCards.tsx';
import { ObjectSection } from './ObjectSection.tsx';

/** Home > Saved queries (Superset's SavedQueries): the user's own, newest changes first. */
export function SavedQueries({
  queries,
  isLoading,
}: {
  queries: SavedQueryItem[];
  isLoading: boolean;
}) {
  return (
    <ObjectSection<'Mine'>
      dataTest="home-saved-queries"
      tabs={['Mine']}
      tab="Mine"
      onTab={() => undefined}
      isLoading={isLoading}
      emptyText="Saved queries you create will appear here"
      buttons={
        <>
          <Link to="/sqllab/">
            <Button type="link" icon={<PlusOutlined />} data-test="home-add-query">
              SQL Query
            </Button>
          </Link>
          <Link to="/savedqueryview/list/" data-test="home-queries-all">
            View All »
          </Link>
        </>
      }
      cards={queries.map((q) => (
        <HomeCard
          key={q.id}
          kind="query"
          title={q.label || '[Untitled]'}
          url={`/sqllab/?savedQueryId=${q.id}`}
          description={`Modified ${q.changed_on_delta_humanized}`}
          body={
            q.sql ? (
              <Typography.Paragraph
                code
                ellipsis={{ rows: 2 }}
                style={{ margin: '8px 0 0', fontSize: 12 }}
              >
                {q.sql}
              </Typography.Paragraph>
            ) : null
          }
        />
      ))}
    />
  );
}
