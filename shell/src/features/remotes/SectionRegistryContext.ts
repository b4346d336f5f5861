import { createContext, useContext } from 'react';
import type { SectionRegistry } from './sectionRegistry';

/** The registry of loaded sections (browser: one per page; server: one per process). */
export const SectionRegistryContext = createContext<SectionRegistry | null>(null);

export function useSectionRegistry(): SectionRegistry {
  const registry = useContext(SectionRegistryContext);
  if (!registry) throw new Error('useSectionRegistry must be used within the shell providers');
  return registry;
}
