import { ObligationCheckPage } from './ObligationCheckPage';

/**
 * The same page under the path the hub links to (`muss-ich-verifactu-nutzen`).
 * A module of its own, so the route gets a chunk of its own that the server
 * finds by the route's name and preloads.
 */
export function ObligationCheckLongPathPage() {
  return <ObligationCheckPage />;
}
