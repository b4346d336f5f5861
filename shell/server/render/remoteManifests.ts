import { LRUCache } from 'lru-cache';
import { cacheTtlMs } from 'server-kit';
import { z } from 'zod';
import type { RemotesConfig } from '../../src/features/sections/remotesConfig';

/** The module a section's remote exposes (build/rspack.base.mjs SECTION_EXPOSE). */
const SECTION_EXPOSE = './section';

/** The parts of a remote's browser mf-manifest.json the server needs for preload hints. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
    /** Each module the section loads on demand → its chunk files (build/lazy-modules.mjs). */
    lazyModules: z.record(z.string(), z.array(z.string())).optional(),
    /** The same, as sections built before 2026-11-29 name it. */
    pages: z.record(z.string(), z.array(z.string())).optional(),
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
 * The browser files of a section's declaration, as URLs the browser will
 * request (relative to where remotes.json says the manifest is): its entry,
 * the chunks of the declaration and those of the pages rendered (named by
 * the module their route's `page` imports).
 */
export function remotePreloads(
  manifest: RemoteManifest,
  manifestPath: string,
  pageModules: string[] = [],
): string[] {
  const base = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = `${base}${path ? `${path.replace(/\/?$/, '/')}` : ''}${name}`;
  const declaration = manifest.exposes.find((expose) => expose.path === SECTION_EXPOSE);
  const lazyModules = manifest.metaData.lazyModules ?? manifest.metaData.pages ?? {};
  const pageFiles = pageModules.flatMap((module) => lazyModules[module] ?? []);
  return [
    entry,
    ...[...new Set([...(declaration?.assets.js.sync ?? []), ...pageFiles])].map(
      (chunk) => `${base}${chunk}`,
    ),
  ];
}

/**
 * Fetches manifests once per URL and `maxAgeMs` (REMOTES_MAX_AGE_MS, as
 * remotes.json: a released version's files never change in place, a
 * remote served unversioned may). Concurrent pages share one fetch; a
 * failed one is not kept.
 */
export function createManifestCache(maxAgeMs: number) {
  const cache = new LRUCache<string, Promise<RemoteManifest>>({
    // One URL per section and released version: 100 is several releases of
    // every section, and bounds the memory if URLs ever vary more.
    max: 100,
    ttl: cacheTtlMs(maxAgeMs),
  });
  return (url: string): Promise<RemoteManifest> => {
    const hit = cache.get(url);
    if (hit) return hit;
    const manifest = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return manifestSchema.parse(await res.json());
    });
    manifest.catch(() => {
      if (cache.peek(url) === manifest) cache.delete(url);
    });
    cache.set(url, manifest);
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
  /** The sections the page rendered, each with the modules of its pages on the page. */
  sections: { remote: string; pageModules: string[] }[];
  config: RemotesConfig;
  manifests: (url: string) => Promise<RemoteManifest>;
  remotesOrigin: string;
}): Promise<{ scripts: string[]; fetches: string[] }> {
  const perRemote = await Promise.all(
    sections.map(async ({ remote, pageModules }) => {
      const manifestPath = config[remote]?.manifest;
      if (!manifestPath) return { scripts: [], fetches: [] };
      try {
        const manifest = await manifests(new URL(manifestPath, remotesOrigin).href);
        return {
          scripts: remotePreloads(manifest, manifestPath, pageModules),
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
