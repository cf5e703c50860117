import { TriStateSelect } from './TriStateSelect.tsx';

const FAVORITE_LABELS = { yes: 'Favorites', no: 'Not favorites' };

export interface FavoriteFilterProps {
  dataTest: string;
  /** true: favorites only, false: non-favorites only, null: all. */
  value: boolean | null;
  onChange(value: boolean | null): void;
}

/** The "Favorite" filter of a list with favorite stars. */
export function FavoriteFilter({ dataTest, value, onChange }: FavoriteFilterProps) {
  return (
    <TriStateSelect
      placeholder="Favorite"
      dataTest={dataTest}
      labels={FAVORITE_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
