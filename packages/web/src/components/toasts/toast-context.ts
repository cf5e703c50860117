import { createContext, useContext } from 'react';

export interface Toasts {
  addInfoToast(text: string): void;
  addSuccessToast(text: string): void;
  addWarningToast(text: string): void;
  addDangerToast(text: string): void;
}

export const ToastContext = createContext<Toasts | null>(null);

/** The toast API; throws outside <ToastProvider> so a missing provider is found at once. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts() needs a <ToastProvider> above it');
  return toasts;
}
