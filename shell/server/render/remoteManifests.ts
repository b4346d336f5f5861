import { z } from 'zod';
import type { RemotesConfig } from '../../src/features/remotes/remotesConfig';

/** The parts of a remote's browser mf-manifest.json the server needs for preload hints. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
  }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()), async: z.array(z.string()).default([]) }),
      }),
    }),
  ),
});
export type RemoteManifest = z.infer<typeof manifestSchema>;

/**
 * A page in a chunk of its own (`loadComponent` in the section contract) is
 * preloaded when its chunk is named after the route id:
 * `import(/* webpackChunkName: "page-roadmap" *\/ './RoadmapPage')`.
 */
const isPageChunk = (chunk: string, routeIds: string[]) =>
  routeIds.some((id) => chunk.split('/').pop()?.startsWith(`page-${id}.`));

/**
 * The browser files of a remote's `routes` module, as URLs the browser will
 * request (relative to where remotes.json says the manifest is): its entry,
 * the chunks of the exposed module and the chunks of the pages rendered.
 */
export function remotePreloads(
  manifest: RemoteManifest,
  manifestPath: string,
  routeIds: string[] = [],
): string[] {
  const base = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = `${base}${path ? `${path.replace(/\/?$/, '/')}` : ''}${name}`;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const pages = (routes?.assets.js.async ?? []).filter((chunk) => isPageChunk(chunk, routeIds));
  return [
    entry,
    ...[...(routes?.assets.js.sync ?? []), ...pages].map((chunk) => `${base}${chunk}`),
  ];
}

/** Fetches manifests once per URL (a released version's files never change in place). */
export function createManifestCache(maxAgeMs: number) {
  const cache = new Map<string, { manifest: Promise<RemoteManifest>; fetchedAt: number }>();
  return (url: string): Promise<RemoteManifest> => {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.fetchedAt < maxAgeMs) return hit.manifest;
    const manifest = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return manifestSchema.parse(await res.json());
    });
    manifest.catch(() => cache.delete(url));
    cache.set(url, { manifest, fetchedAt: Date.now() });
    return manifest;
  };
}

/**
 * The browser files of the sections a page rendered (entry, exposed chunks,
 * manifest), so the browser fetches them with the page's own scripts.
 * Hints only: a manifest that cannot be read leaves its remote out.
 */
export async function sectionPreloads({
  sections,
  config,
  manifests,
  remotesOrigin,
}: {
  /** The remotes the page rendered, each with the ids of its routes on the page. */
  sections: { remote: string; routeIds: string[] }[];
  config: RemotesConfig;
  manifests: (url: string) => Promise<RemoteManifest>;
  remotesOrigin: string;
}): Promise<{ scripts: string[]; fetches: string[] }> {
  const perRemote = await Promise.all(
    sections.map(async ({ remote, routeIds }) => {
      const manifestPath = config[remote];
      if (!manifestPath) return { scripts: [], fetches: [] };
      try {
        const manifest = await manifests(new URL(manifestPath, remotesOrigin).href);
        return {
          scripts: remotePreloads(manifest, manifestPath, routeIds),
          fetches: [manifestPath],
        };
      } catch {
        return { scripts: [], fetches: [] };
      }
    }),
  );
  return {
    scripts: perRemote.flatMap((files) => files.scripts),
    fetches: perRemote.flatMap((files) => files.fetches),
  };
}
