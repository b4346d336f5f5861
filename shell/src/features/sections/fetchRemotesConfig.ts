import type { RemotesConfig } from './remotesConfig';

/** The response header with the version of the remotes.json in force (the server's hash of it). */
export const REMOTES_VERSION_HEADER = 'Remotes-Version';

/**
 * The browser reads remotes.json only when a section must be loaded anew (the
 * page carries the config it was rendered with), so its validation — and zod —
 * load with it, not with the page.
 */
export async function fetchRemotesConfig(
  url = '/remotes.json',
): Promise<{ config: RemotesConfig; version: string | null }> {
  const res = await fetch(url, { cache: 'no-cache' });
  const { parseRemotesConfig, RemotesConfigError } = await import(
    /* webpackChunkName: "remotes-config" */ './remotesConfig'
  );
  if (!res.ok) throw new RemotesConfigError(`remotes.json: ${res.status} ${res.statusText}`);
  return {
    config: parseRemotesConfig(await res.json()),
    version: res.headers.get(REMOTES_VERSION_HEADER),
  };
}
