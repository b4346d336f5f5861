import path from 'node:path';

/** Where the repository is, seen from the bundle (shell/dist/server). */
const repoRoot = path.resolve(__dirname, '../../..');

export interface ShellServerConfig {
  port: number;
  host: string;
  /** The API's origin; `/api` is proxied there. */
  apiUrl: string;
  /** The shell's browser build. */
  clientDir: string;
  /** The remotes.json in force: the repository's own (local builds), or where releases switch sections. */
  remotesFile: string;
  /** Where `/remotes/<name>/` is served from locally: `<dir>/mfe-<name>/dist`. */
  remotesRoot: string;
  /** Versioned section releases, served under /releases/ (`<dir>/<remote>/<version>/`). */
  releasesDir: string;
  /** Origin for manifest paths in remotes.json when the server loads remotes (default: itself). */
  remotesOrigin: string;
  /** How long the server trusts a read remotes.json before reading it again. */
  remotesMaxAgeMs: number;
  production: boolean;
  /** The site's public origin for canonical URLs and the sitemap; default: the request's own. */
  publicOrigin: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? port + 1}`,
    clientDir: env.SHELL_CLIENT_DIR ?? path.join(repoRoot, 'shell/dist/client'),
    remotesFile: env.REMOTES_FILE || path.join(repoRoot, 'remotes.json'),
    remotesRoot: env.REMOTES_ROOT ?? repoRoot,
    releasesDir: env.RELEASES_DIR ?? path.join(repoRoot, '.releases'),
    remotesOrigin: env.REMOTES_ORIGIN ?? `http://127.0.0.1:${port}`,
    remotesMaxAgeMs: Number(env.REMOTES_MAX_AGE_MS ?? 5000),
    production: env.NODE_ENV !== 'development',
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined,
  };
}
