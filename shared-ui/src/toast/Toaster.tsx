import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createToastStore, type ToastInput, type ToastStore } from './toastStore';

const ToastContext = createContext<ToastStore | null>(null);

// Radix Toast is needed only once something is announced — rarely, as forms
// answer inline — so it loads with the first toast, never with the page
// (code an `import()` loads is not preloaded, build/lazy-modules.mjs).
const ToastViewport = lazy(() =>
  import(/* webpackChunkName: "toaster" */ './ToastViewport').then((module) => ({
    default: module.ToastViewport,
  })),
);

/** The page's toasts (SPEC §9): one store, shown by the Radix view once the first arrives. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  const used = useStore(store, (state) => state.toasts.length > 0);
  const [shown, setShown] = useState(false);
  if (used && !shown) setShown(true);
  return (
    <ToastContext.Provider value={store}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastViewport store={store} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): {
  toast: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
} {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used within a ToastProvider');
  const { show, dismiss } = store.getState();
  return { toast: show, dismiss };
}
