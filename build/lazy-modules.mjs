// What loads on demand, and which files each on-demand module needs — one
// mechanism for the shell's pages, its banner and texts, and the sections'
// pages alike (no chunk naming rules):
//   - in the source, a function whose body holds exactly one literal
//     `import('…')` is noted by the build (lazy-module-loader.mjs) with the
//     module it loads: `fn.lazyModule`, the module's key below;
//   - the build maps each key to the files of its chunk group
//     (`lazyModuleFiles`), written into the app's build description
//     (the shell's entry-assets.json, a section's mf-manifest.json);
//   - the server reads the key off the function it is about to render with
//     (a route's page, the consent banner, a texts catalog) and preloads
//     those files with the HTML.
import path from 'node:path';

const SCRIPT_EXTENSION = /\.[cm]?[jt]sx?$/;

/**
 * A module's key: its path from the app's folder without extension
 * (`src/features/about/AboutPage`), or the package name for a package.
 */
export function lazyModuleKey(appDir, importerFile, request) {
  if (!request.startsWith('.')) return request;
  const file = path.resolve(path.dirname(importerFile), request);
  return path.relative(appDir, file).split(path.sep).join('/').replace(SCRIPT_EXTENSION, '');
}

export const jsFilesOf = (group) =>
  group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));

/** The `import()` calls in the app's own code that created a chunk group (not the federation's). */
const sourceImports = (group) =>
  group.origins.filter(
    (origin) =>
      origin.request &&
      origin.module?.resource &&
      !origin.module.resource.includes(`${path.sep}node_modules${path.sep}`),
  );

/**
 * Whether a chunk group loads on demand: an `import()` in the app's code
 * created it, and not one of the entry module's own (its bootstrap and the
 * libraries it loads first are the start, not a later need).
 */
export const loadsOnDemand = (group, entryFile) =>
  sourceImports(group).length > 0 &&
  !(entryFile && group.origins.some((origin) => origin.module?.resource === entryFile));

/**
 * Each on-demand module's key → the files of its chunk group. `entryFile`:
 * the host's entry module (a section has none of its own).
 */
export function lazyModuleFiles(compilation, appDir, entryFile) {
  /** @type {Record<string, string[]>} */
  const byModule = {};
  for (const group of compilation.chunkGroups) {
    if (!loadsOnDemand(group, entryFile)) continue;
    for (const origin of sourceImports(group)) {
      const key = lazyModuleKey(appDir, origin.module.resource, origin.request);
      byModule[key] = [...new Set([...(byModule[key] ?? []), ...jsFilesOf(group)])];
    }
  }
  return byModule;
}
