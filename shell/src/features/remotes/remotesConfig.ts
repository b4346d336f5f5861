import { z } from 'zod';

/**
 * `/remotes.json`: remote name → URL of its `mf-manifest.json`. Teams release
 * a section by publishing a build under a new path and changing one line here.
 */
export const remotesConfigSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, 'remote names are lower-case identifiers'),
    z
      .string()
      .min(1)
      .refine((url) => /^(https?:\/\/|\/)/.test(url), 'a manifest URL is absolute or starts with /')
      .refine((url) => url.endsWith('.json'), 'a manifest URL points at mf-manifest.json'),
  )
  .refine((config) => Object.keys(config).length > 0, 'remotes.json lists no remote');

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

export function parseRemotesConfig(value: unknown): RemotesConfig {
  const result = remotesConfigSchema.safeParse(value);
  if (!result.success) {
    throw new RemotesConfigError(`Invalid remotes.json: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
