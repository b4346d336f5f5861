import { createStore, type StoreApi } from 'zustand/vanilla';

/** SPEC §9: one toast at a time, shown 5 s, a dismissed toast removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  remove: (id: string) => void;
}

export type ToastStore = StoreApi<ToastState>;

export function createToastStore(): ToastStore {
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show: (toast) => {
      counter += 1;
      const id = String(counter);
      set((state) => ({
        toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
      }));
      return id;
    },
    dismiss: (id) => {
      set((state) => ({
        toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
      }));
      if (!timers.has(id)) {
        timers.set(
          id,
          setTimeout(() => {
            timers.delete(id);
            get().remove(id);
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    },
    remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  }));
}
