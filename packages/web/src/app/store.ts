import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from '../api/api-slice.ts';

/** A fresh store; tests make their own. */
export function createStore() {
  return configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
