import { z } from 'zod';

// The page's CSP allows no eval: zod would probe for it (new Function), which
// the browser reports as a violation. Without it zod parses all the same.
z.config({ jitless: true });

/** A path prefix below the locale, e.g. `hellocash/verifactu`: segments without parameters. */
const prefixSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/,
    'a prefix is a path below the locale without leading or trailing slash (hellocash/verifactu)',
  );

/**
 * `/remotes.json`, operated by the platform: each section's remote → the URL
 * of its `mf-manifest.json` (a release changes it) and the path prefixes the
 * section may declare pages under (only the platform changes those).
 */
export const remotesConfigSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, 'remote names are lower-case identifiers'),
    z.object({
      manifest: z
        .string()
        .min(1)
        .refine(
          (url) => /^(https?:\/\/|\/)/.test(url),
          'a manifest URL is absolute or starts with /',
        )
        .refine((url) => url.endsWith('.json'), 'a manifest URL points at mf-manifest.json'),
      prefixes: z.array(prefixSchema).min(1, 'a section needs at least one path prefix'),
    }),
  )
  .refine((config) => Object.keys(config).length > 0, 'remotes.json lists no remote')
  .superRefine((config, context) => {
    const owners = new Map<string, string>();
    for (const [name, { prefixes }] of Object.entries(config)) {
      for (const prefix of prefixes) {
        const owner = owners.get(prefix);
        if (owner)
          context.addIssue({
            code: 'custom',
            message: `prefix "${prefix}" is granted to both "${owner}" and "${name}"`,
          });
        owners.set(prefix, name);
      }
    }
  });

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
