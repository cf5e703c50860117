import { useState } from 'react';
import { Card, Empty, Flex, Input, Menu, Tag, Typography } from 'antd';
import type { ChartMetadata } from '@sightline/viz';
import { galleryCategories, galleryCharts, registeredCharts } from './viz-gallery.ts';
import type { GalleryFilter } from './viz-gallery.ts';

/**
 * The thumbnail: a picture of the chart as Sightline draws it (packages/web/public/thumbnails, made by
 * scripts/chart-thumbnails.ts from the chart-types e2e screenshots); the initials if it is missing.
 */
function Thumbnail({ chart }: { chart: ChartMetadata }) {
  const [isMissing, setIsMissing] = useState(false);
  const initials = chart.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  if (!isMissing) {
    return (
      <img
        src={`/thumbnails/${chart.thumbnail}`}
        alt={chart.name}
        data-test={`viz-thumbnail-${chart.viz_type}`}
        onError={() => setIsMissing(true)}
        style={{
          height: 64,
          width: '100%',
          objectFit: 'cover',
          objectPosition: 'top left',
          display: 'block',
        }}
      />
    );
  }
  return (
    <div
      style={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f7fa',
        color: '#1a3d5c',
        fontSize: 22,
        fontWeight: 600,
      }}
    >
      {initials}
    </div>
  );
}

export interface VizTypeGalleryProps {
  selected: string;
  onSelect(vizType: string): void;
  /** Double click picks and closes. */
  onConfirm(vizType: string): void;
}

/** Every registered chart type: categories, search, and cards ranked featured first, deprecated last. */
export function VizTypeGallery({ selected, onSelect, onConfirm }: VizTypeGalleryProps) {
  const charts = registeredCharts();
  const [filter, setFilter] = useState<GalleryFilter>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const shown = galleryCharts(charts, filter, search);
  const filterKey = filter.kind === 'category' ? `category:${filter.category}` : filter.kind;
  const menuItems = [
    { key: 'all', label: 'All charts' },
    { key: 'featured', label: 'Featured' },
    ...galleryCategories(charts).map((category) => ({
      key: `category:${category}`,
      label: category,
    })),
  ];
  const selectedChart = charts.find((c) => c.viz_type === selected);
  return (
    <Flex gap={16} data-test="viz-gallery">
      <Menu
        style={{ width: 180 }}
        selectedKeys={[filterKey]}
        items={menuItems}
        onClick={({ key }) =>
          setFilter(
            key === 'all' || key === 'featured'
              ? { kind: key }
              : { kind: 'category', category: key.slice('category:'.length) },
          )
        }
      />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0, maxHeight: '65vh', overflow: 'auto' }}>
        <Input.Search
          allowClear
          placeholder="Search all charts"
          data-test="viz-gallery-search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {shown.length === 0 && <Empty description="No chart types match" />}
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 12,
          }}
        >
          {shown.map((chart) => (
            <Card
              key={chart.viz_type}
              size="small"
              hoverable
              data-test={`viz-type-${chart.viz_type}`}
              data-selected={chart.viz_type === selected}
              style={{
                borderColor: chart.viz_type === selected ? '#20a7c9' : undefined,
                borderWidth: chart.viz_type === selected ? 2 : 1,
              }}
              cover={<Thumbnail chart={chart} />}
              onClick={() => onSelect(chart.viz_type)}
              onDoubleClick={() => onConfirm(chart.viz_type)}
            >
              <Typography.Text strong>{chart.name}</Typography.Text>
              <div>
                {chart.isFeatured && <Tag color="gold">Featured</Tag>}
                {chart.isDeprecated && <Tag color="red">Deprecated</Tag>}
              </div>
            </Card>
          ))}
        </div>
        {selectedChart && (
          <div data-test="viz-gallery-details">
            <Typography.Title level={5}>{selectedChart.name}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {selectedChart.description}
            </Typography.Paragraph>
            <Flex gap={4} wrap>
              {selectedChart.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Flex>
          </div>
        )}
      </Flex>
    </Flex>
  );
}
