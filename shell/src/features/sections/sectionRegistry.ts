import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isSectionDeclaration, type SectionDeclaration } from 'shared-ui';
import type { RemotesConfig } from './remotesConfig';

/**
 * Finds remotes at run time (remotes.json) and loads their declaration (`section` module),
 * in the browser and on the server alike. A failed load is retried once (with
 * a fresh remotes.json), then reported; failures are never cached, so the
 * fallback's retry button really tries again. A changed entry URL (a section
 * released under a new path) is registered anew and loaded on next use.
 */
export class SectionLoadError extends Error {
  override name = 'SectionLoadError';
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`Section "${remote}" could not be loaded`, options);
  }
}

export interface SectionRegistryOptions {
  readConfig: () => Promise<RemotesConfig>;
  /** A manifest path from remotes.json as an absolute URL. */
  entryUrl: (path: string) => string;
  /** How long a read remotes.json is trusted: the browser keeps it until a load fails, the server re-reads it. */
  configMaxAgeMs: number;
  retryDelayMs?: number;
}

export interface SectionRegistry {
  load: (remote: string) => Promise<SectionDeclaration>;
  /** The remotes.json in use (the server hands it to the browser with the page). */
  config: () => Promise<RemotesConfig>;
}

export function createSectionRegistry({
  readConfig,
  entryUrl,
  configMaxAgeMs,
  retryDelayMs = 300,
}: SectionRegistryOptions): SectionRegistry {
  let config: { value: Promise<RemotesConfig>; readAt: number } | null = null;
  const registered = new Map<string, string>();
  const loaded = new Map<string, { entry: string; section: SectionDeclaration }>();
  const pending = new Map<string, Promise<SectionDeclaration>>();

  function currentConfig(refresh: boolean): Promise<RemotesConfig> {
    const stale = config && Date.now() - config.readAt > configMaxAgeMs;
    if (!config || refresh || stale) {
      const value = readConfig();
      const entry = { value, readAt: Date.now() };
      config = entry;
      value.catch(() => {
        if (config === entry) config = null;
      });
    }
    return config.value;
  }

  /** Registers new or changed remotes; `forceName` makes the runtime forget a remote whose load failed. */
  function register(name: string, entry: string, force: boolean): void {
    if (registered.get(name) === entry && !force) return;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }

  async function importSection(remote: string, refresh: boolean): Promise<SectionDeclaration> {
    const remotes = await currentConfig(refresh);
    const manifest = remotes[remote]?.manifest;
    if (!manifest) throw new Error(`remotes.json has no entry for "${remote}"`);
    const entry = entryUrl(manifest);
    const done = loaded.get(remote);
    if (done?.entry === entry && !refresh) return done.section;
    register(remote, entry, refresh);
    const module = await loadRemote<{ section?: unknown }>(`${remote}/section`);
    if (!isSectionDeclaration(module?.section))
      throw new Error(`"${remote}/section" does not export a section declaration`);
    loaded.set(remote, { entry, section: module.section });
    return module.section;
  }

  async function importWithRetry(remote: string): Promise<SectionDeclaration> {
    try {
      return await importSection(remote, false);
    } catch (firstError) {
      console.warn(`Loading section "${remote}" failed, retrying once`, firstError);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      try {
        return await importSection(remote, true);
      } catch (error) {
        throw new SectionLoadError(remote, { cause: error });
      }
    }
  }

  return {
    load(remote) {
      let inFlight = pending.get(remote);
      if (!inFlight) {
        inFlight = importWithRetry(remote).finally(() => pending.delete(remote));
        pending.set(remote, inFlight);
      }
      return inFlight;
    },
    config: () => currentConfig(false),
  };
}
