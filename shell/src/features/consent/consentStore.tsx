import { createContext, useContext, type ReactNode } from 'react';
import { VisitorProvider } from 'shared-ui';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConsentState } from './consentCookie';
import type { ConsentAnswer } from './consentForm';

/** The visitor's consent on this page: what the server rendered with, then every choice made here. */
export interface ConsentStoreState extends ConsentState {
  /** The configuration revision the page shows (the banner posts it with the choice). */
  revision: string | undefined;
  /** The `visitor_id` cookie's id, with Statistik consent only. */
  visitorId: string | undefined;
  /** A choice the server stored (its JSON answer). */
  apply: (answer: ConsentAnswer) => void;
}
export type ConsentStore = StoreApi<ConsentStoreState>;

export function createConsentStore(
  initial: Pick<
    ConsentStoreState,
    'decided' | 'statistics' | 'marketing' | 'revision' | 'visitorId'
  >,
): ConsentStore {
  return createStore<ConsentStoreState>()((set) => ({
    ...initial,
    apply: ({ decided, statistics, marketing, visitorId }) =>
      set({ decided, statistics, marketing, visitorId: statistics ? visitorId : undefined }),
  }));
}

const ConsentStoreContext = createContext<ConsentStore | null>(null);

export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentStoreContext);
  if (!store) throw new Error('useConsent must be used within the shell providers');
  return store;
}

export function useConsent<T>(selector: (state: ConsentStoreState) => T): T {
  return useStore(useConsentStore(), selector);
}

/**
 * The consent store for the shell, and the visitor id for the sections
 * (`useVisitorId`): present only while Statistik is granted, so no lead or
 * count is tied to an id the visitor did not agree to.
 */
export function ConsentProvider({ store, children }: { store: ConsentStore; children: ReactNode }) {
  return (
    <ConsentStoreContext.Provider value={store}>
      <ConsentedVisitor>{children}</ConsentedVisitor>
    </ConsentStoreContext.Provider>
  );
}

function ConsentedVisitor({ children }: { children: ReactNode }) {
  const visitorId = useConsent((state) => state.visitorId);
  return <VisitorProvider visitorId={visitorId}>{children}</VisitorProvider>;
}
