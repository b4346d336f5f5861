import {
  createSectionRegistry,
  type SectionRegistry,
} from '../../src/features/remotes/sectionRegistry';
import type { ShellServerConfig } from '../config';
import { readRemotesConfig } from '../remotes';

/**
 * The server loads the remotes' Node builds at run time from the same
 * remotes.json as the browser, re-read every few seconds: a section released
 * under a new path is rendered by the new version without a restart.
 */
export function createServerSections(config: ShellServerConfig): SectionRegistry {
  return createSectionRegistry({
    readConfig: async () => readRemotesConfig(config.remotesFile),
    entryUrl: (path) => new URL(path, config.remotesOrigin).href,
    configMaxAgeMs: config.remotesMaxAgeMs,
  });
}
