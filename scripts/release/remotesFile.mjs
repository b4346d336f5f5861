// The switch of a release: remotes.json names each section's manifest (and
// the path prefixes the platform grants it, which a release never changes),
// the shell (server and browser) re-reads it, and a history file remembers
// which manifest each section pointed at before, for rollbacks.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes beside the file, then renames: readers see the old or the new file, never half of one. */
function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;

/** `remotes.json` → `remotes.history.json`: per section, the manifests it pointed at before (newest last). */
const historyFileOf = (remotesFile) => remotesFile.replace(/(\.json)?$/, '.history.json');

/**
 * @param {string} remotesFile
 * @param {Record<string, { manifest: string, prefixes: string[] }>} defaults what an absent remotes.json means (the local builds)
 */
export function openRemotesFile(remotesFile, defaults) {
  const historyFile = historyFileOf(remotesFile);
  const current = () => ({ ...defaults, ...readJson(remotesFile, {}) });
  const history = () => readJson(historyFile, {});

  return {
    current,
    /** Writes the defaults when there is no remotes.json yet; true if it did. */
    init() {
      if (existsSync(remotesFile)) return false;
      writeJsonAtomically(remotesFile, defaults);
      return true;
    },
    /** The sections it lists. */
    sections: () => Object.keys(current()),
    /** Points `section` at `manifest`; the previous manifest goes on its history. */
    switchTo(section, manifest) {
      const remotes = current();
      const previous = remotes[section].manifest;
      if (previous === manifest) return previous;
      const past = history();
      past[section] = [...(past[section] ?? []), previous];
      // History first: a crash between the two writes leaves one extra undo step, never a lost one.
      writeJsonAtomically(historyFile, past);
      writeJsonAtomically(remotesFile, {
        ...remotes,
        [section]: { ...remotes[section], manifest },
      });
      return previous;
    },
    /** Points `section` back at what it pointed at before its last release. */
    rollback(section) {
      const past = history();
      const stack = past[section] ?? [];
      if (stack.length === 0)
        throw new Error(`No earlier release of '${section}' to roll back to.`);
      const previous = stack[stack.length - 1];
      const remotes = current();
      const from = remotes[section].manifest;
      writeJsonAtomically(remotesFile, {
        ...remotes,
        [section]: { ...remotes[section], manifest: previous },
      });
      writeJsonAtomically(historyFile, { ...past, [section]: stack.slice(0, -1) });
      return { from, to: previous };
    },
  };
}
