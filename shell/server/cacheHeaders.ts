import type { ServerResponse } from 'node:http';

/** Files with a content hash in their name never change (nor their .br/.gz copies): cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)(\.br|\.gz)?$/;

/** Everything else (manifests, remoteEntry.js, remotes.json, HTML) is revalidated. */
export function cacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}
