import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import trimmed from './browser-trimmed.json';

/**
 * The browser's trimmed shared packages (shared.mjs) export only a list: an
 * app importing anything else gets `undefined` at run time, which the bundler
 * cannot see (a shared module's exports are known only when it is loaded).
 * This finds every name the apps' browser code imports from those packages.
 */
const ROOT = path.resolve(__dirname, '..');
const APP_SOURCES = ['shell/src', 'shared-ui/src'].concat(
  readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Names a file imports from `pkg` as values (types vanish at build time); `default` for a default import. */
function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const escaped = pkg.replace(/[/.-]/g, '\\$&');
  const statement = new RegExp(
    `import\\s+(?!type\\s)([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*from\\s*'${escaped}'`,
    'g',
  );
  for (const [, defaultName, named] of source.matchAll(statement)) {
    if (defaultName) names.push('default');
    for (const part of (named ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** What a trimmed module re-exports (`export { a, b as c }` lists). */
function exportedNames(file: string): Set<string> {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of list!.split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  return names;
}

describe.each(Object.entries(trimmed))('the browser’s %s', (pkg, { file }) => {
  const exported = exportedNames(file);
  const files = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

  it('exports every name the apps’ browser code imports from it', () => {
    const missing = files.flatMap((sourceFile) =>
      importedNames(readFileSync(sourceFile, 'utf8'), pkg)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(ROOT, sourceFile)})`),
    );
    expect(missing).toEqual([]);
  });

  it('is found by the check at all (the apps do import from it)', () => {
    expect(
      files.some((sourceFile) => importedNames(readFileSync(sourceFile, 'utf8'), pkg).length),
    ).toBe(true);
  });
});
