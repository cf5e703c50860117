import type { ReactNode } from 'react';
import { Card, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useThumbnail } from './use-thumbnail.ts';

/** An owner's name as a card shows it in its avatar pile. */
export interface CardOwner {
  id: number;
  name: string;
}

export interface ListCardProps {
  title: string;
  /** Where the title and the image lead (the dashboard, or explore for a chart). */
  url: string;
  thumbnailUrl: string | null | undefined;
  /** The image's stand-in while the server renders it or when there is none. */
  placeholderIcon: ReactNode;
  /** Right of the title: a dashboard's Published/Draft tag. */
  titleRight?: ReactNode;
  /** Under the title: "Modified 2 hours ago". */
  description: ReactNode;
  /** Bottom right of the image: a chart's type and dataset. */
  coverRight?: ReactNode;
  owners: CardOwner[];
  /** The favorite star. */
  favorite?: ReactNode;
  /** The row actions as in list view (export, delete). */
  actions?: ReactNode;
  dataTest: string;
  linkTestId: string;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** The image of a card: the thumbnail once the server has it, a placeholder before. */
function CardCover({
  url,
  title,
  icon,
}: {
  url: string | null | undefined;
  title: string;
  icon: ReactNode;
}) {
  const thumb = useThumbnail(url);
  return (
    <div className="sl-list-card-cover" style={COVER_STYLE}>
      {thumb.status === 'ready' ? (
        <img
          src={thumb.src}
          alt={title}
          data-test="list-card-thumbnail"
          style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }}
        />
      ) : (
        <div
          data-test="list-card-placeholder"
          data-status={thumb.status}
          aria-label={thumb.status === 'loading' ? 'Thumbnail is rendering' : 'No thumbnail'}
          style={PLACEHOLDER_STYLE}
        >
          {icon}
        </div>
      )}
    </div>
  );
}

const COVER_STYLE = {
  height: 200,
  overflow: 'hidden',
  background: '#f7f7f7',
  borderBottom: '1px solid #f0f0f0',
} as const;
const MAX_AVATARS = 4;
const AVATAR_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: '1px solid #fff',
  boxSizing: 'border-box',
  backgroundColor: '#177a93',
  color: '#fff',
  fontSize: 12,
  lineHeight: 1,
  verticalAlign: 'middle',
  cursor: 'default',
} as const;
const MORE_STYLE = { marginLeft: -8, backgroundColor: '#fde3cf', color: '#f56a00' } as const;
const TITLE_STYLE = {
  flex: 1,
  minWidth: 0,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const PLACEHOLDER_STYLE = {
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 56,
  color: '#d9d9d9',
} as const;

/** One card of a list's card view, as Superset's ListViewCard. */
export function ListCard(props: ListCardProps) {
  return (
    <Card
      data-test={props.dataTest}
      hoverable
      size="small"
      styles={{ body: { padding: 12 } }}
      cover={
        <Link to={props.url} tabIndex={-1} aria-hidden>
          <CardCover url={props.thumbnailUrl} title={props.title} icon={props.placeholderIcon} />
        </Link>
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {/* CSS ellipsis, the full title on hover: antd's measured ellipsis rendered each title
            again off screen, a quarter of the list page's main-thread time (Lighthouse TBT). */}
        <span title={props.title} style={TITLE_STYLE}>
          <Link to={props.url} data-test={props.linkTestId}>
            {props.title}
          </Link>
        </span>
        {props.titleRight}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-test="list-card-description">
        {props.description}
      </Typography.Text>
      {props.coverRight && (
        <div style={{ fontSize: 12 }} data-test="list-card-cover-right">
          {props.coverRight}
        </div>
      )}
      <div style={{ display: 'flex', alignItems: 'center', marginTop: 8, minHeight: 24 }}>
        <div data-test="list-card-owners">
          {/* Small initials circles as antd's Avatar.Group draws them, without its per-avatar
              text measuring (a ResizeObserver and a re-render each, 25 cards to a page). */}
          {props.owners.slice(0, MAX_AVATARS).map((o, i) => (
            <Tooltip key={o.id} title={o.name}>
              <span style={{ ...AVATAR_STYLE, marginLeft: i ? -8 : 0 }}>{initials(o.name)}</span>
            </Tooltip>
          ))}
          {props.owners.length > MAX_AVATARS && (
            <Tooltip
              title={props.owners
                .slice(MAX_AVATARS)
                .map((o) => o.name)
                .join(', ')}
            >
              <span style={{ ...AVATAR_STYLE, ...MORE_STYLE }}>
                +{props.owners.length - MAX_AVATARS}
              </span>
            </Tooltip>
          )}
        </div>
        <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center' }}>
          {props.favorite}
          {props.actions}
        </div>
      </div>
    </Card>
  );
}
