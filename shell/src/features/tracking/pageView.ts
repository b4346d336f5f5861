import type { PageViewInput } from 'contracts';
import { safeRead, safeWrite, type KeyValueStorage } from '../../lib/safeStorage';

/** Session-storage key marking a path as counted in this browser session (SPEC §9). */
export const pageViewKey = (path: string) => `pageview:${path}`;

// The path a page view is counted under (contracts: the campaign report
// matches the pages leads were sent from against it).
export { trackedPath } from 'contracts/attribution-fields';

export interface PageViewDeps {
  /** What this page counted (always); the session storage only with consent. */
  memory: Set<string>;
  session: KeyValueStorage | undefined;
  send: (view: PageViewInput) => Promise<unknown>;
}

/**
 * Counts a page view once per browser session and path. The mark is set
 * before sending so a fast double render cannot count twice; a failed send is
 * only logged (SPEC §8) and not retried. A path counted before consent is
 * not counted again when the visitor grants it on the same page.
 */
export function trackPageView(
  view: PageViewInput,
  { memory, session, send }: PageViewDeps,
): boolean {
  const key = pageViewKey(view.url);
  const counted = memory.has(key) || safeRead(session, key);
  memory.add(key);
  safeWrite(session, key, '1');
  if (counted) return false;
  send(view).catch((error: unknown) => console.error('Failed to track page view', error));
  return true;
}
