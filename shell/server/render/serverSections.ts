import type { RemotesConfig } from '../../src/features/sections/remotesConfig';
import {
  createSectionRegistry,
  type SectionRegistry,
} from '../../src/features/sections/sectionRegistry';
import type { ShellServerConfig } from '../config';

/**
 * The server loads the sections' Node builds at run time from the same
 * remotes.json as the browser: a section released under a new path is
 * rendered by the new version without a restart.
 */
export function createServerSections(
  config: ShellServerConfig,
  readConfig: () => RemotesConfig,
): SectionRegistry {
  return createSectionRegistry({
    readConfig: async () => readConfig(),
    entryUrl: (path) => new URL(path, config.remotesOrigin).href,
    // The reader keeps remotes.json for the poll interval itself.
    configMaxAgeMs: 0,
  });
}
