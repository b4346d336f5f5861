import { createContext, useContext, type ReactNode } from 'react';

/** The anonymous visitor id (from the `visitor_id` cookie the shell keeps); undefined when absent. */
const VisitorContext = createContext<string | undefined>(undefined);

export function VisitorProvider({
  visitorId,
  children,
}: {
  visitorId: string | undefined;
  children: ReactNode;
}) {
  return <VisitorContext.Provider value={visitorId}>{children}</VisitorContext.Provider>;
}

export function useVisitorId(): string | undefined {
  return useContext(VisitorContext);
}
