import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isSectionModule, type SectionModule } from 'shared-ui';
import { fetchRemotesConfig, type RemotesConfig } from './remotesConfig';

/**
 * Finds remotes at run time (`/remotes.json`) and loads their `routes`
 * module. A failed load is retried once, then reported; failures are never
 * cached, so the fallback's retry button really tries again.
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

const RETRY_DELAY_MS = 300;

let config: Promise<RemotesConfig> | null = null;
const registered = new Map<string, string>();
const loaded = new Map<string, SectionModule>();
const pending = new Map<string, Promise<SectionModule>>();

/**
 * Tells the runtime about new or changed remotes. `forceName` makes it forget
 * a remote whose load failed, so its entry is fetched anew.
 */
function register(remotes: RemotesConfig, forceName?: string): void {
  for (const [name, path] of Object.entries(remotes)) {
    const entry = new URL(path, window.location.origin).href;
    if (registered.get(name) === entry && name !== forceName) continue;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

/** remotes.json, fetched once; `refresh` fetches it again (a release may have fixed a line). */
function registeredRemotes({
  refresh = false,
  forceName,
}: { refresh?: boolean; forceName?: string } = {}) {
  if (refresh) config = null;
  config ??= fetchRemotesConfig().then(
    (remotes) => {
      register(remotes, forceName);
      return remotes;
    },
    (error: unknown) => {
      config = null;
      throw error;
    },
  );
  return config;
}

async function importSection(remote: string): Promise<SectionModule> {
  const remotes = await registeredRemotes();
  if (!remotes[remote]) throw new Error(`remotes.json has no entry for "${remote}"`);
  const module = await loadRemote<unknown>(`${remote}/routes`);
  if (!isSectionModule(module)) throw new Error(`"${remote}/routes" does not export routes`);
  return module;
}

async function importWithRetry(remote: string): Promise<SectionModule> {
  try {
    return await importSection(remote);
  } catch (firstError) {
    console.warn(`Loading section "${remote}" failed, retrying once`, firstError);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      await registeredRemotes({ refresh: true, forceName: remote });
      return await importSection(remote);
    } catch (error) {
      throw new SectionLoadError(remote, { cause: error });
    }
  }
}

export function loadSection(remote: string): Promise<SectionModule> {
  const done = loaded.get(remote);
  if (done) return Promise.resolve(done);
  let inFlight = pending.get(remote);
  if (!inFlight) {
    inFlight = importWithRetry(remote)
      .then((module) => {
        loaded.set(remote, module);
        return module;
      })
      .finally(() => pending.delete(remote));
    pending.set(remote, inFlight);
  }
  return inFlight;
}

/** A section whose loader has run; undefined if it has not loaded. */
export function loadedSection(remote: string): SectionModule | undefined {
  return loaded.get(remote);
}
