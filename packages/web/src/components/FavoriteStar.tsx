import { Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';

export interface FavoriteStarProps {
  isFavorite: boolean;
  name: string;
  onToggle(): void;
}

/** The favorite star of a list row. */
export function FavoriteStar({ isFavorite, name, onToggle }: FavoriteStarProps) {
  return (
    <Button
      type="text"
      size="small"
      data-test="favorite-star"
      data-favorite={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      icon={isFavorite ? <StarFilled style={{ color: '#fcc700' }} /> : <StarOutlined />}
      onClick={onToggle}
    />
  );
}
