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
  /** A remotes.json to serve instead of the local one (release switches, tests). */
  remotesFile: string | undefined;
  /** Where `/remotes/<name>/` is served from locally: `<dir>/mfe-<name>/dist`. */
  remotesRoot: string;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? port + 1}`,
    clientDir: env.SHELL_CLIENT_DIR ?? path.join(repoRoot, 'shell/dist/client'),
    remotesFile: env.REMOTES_FILE || undefined,
    remotesRoot: env.REMOTES_ROOT ?? repoRoot,
    production: env.NODE_ENV !== 'development',
  };
}
