export {
  NativeFilterBar,
  type FilterBarChart,
  type FilterBarDataset,
  type NativeFilterBarProps,
} from './NativeFilterBar.tsx';
