import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * The compile hint (compile-hints-plugin.mjs) must survive minification and
 * leave the source maps right: a browser error's stack is read through them.
 * A minified production build of a small module, in a child process (the
 * build tools are ES modules).
 */
const MODULE = [
  'export function greet(name) {',
  '  return "hello " + name;',
  '}',
  'globalThis.__marker = greet(String(Date.now()));',
].join('\n');

const BUILD = `
import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from ${JSON.stringify(path.join(__dirname, 'compile-hints-plugin.mjs'))};
const [dir] = process.argv.slice(1);
rspack({
  mode: 'production',
  context: dir,
  entry: './index.js',
  devtool: 'source-map',
  output: { path: dir + '/dist', filename: 'main.js' },
  plugins: [new CompileHintsPlugin()],
}).run((error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
});
`;

/** The original line (0-based) of generated position (line, column), both 0-based. */
function originalLine(mappings: string, line: number, column: number): number | undefined {
  // decode() gives absolute positions: [column, source, original line, original column].
  const segments = decode(mappings)[line] ?? [];
  return segments.filter((segment) => segment.length >= 4 && segment[0] <= column).at(-1)?.[2];
}

it('a minified browser script starts with the hint and its source map still points at the source', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(path.join(dir, 'index.js'), MODULE);
    // Run from the repository (`-e` resolves packages from the working directory).
    const built = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD, dir], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    const code = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    const lines = code.split('\n');
    expect(lines[0]).toBe('//# allFunctionsCalledOnLoad');
    // Minified: the module's code on one line after the hint.
    const line = lines.findIndex((text) => text.includes('"hello "'));
    expect(line).toBeGreaterThan(0);
    const map = JSON.parse(readFileSync(path.join(dir, 'dist/main.js.map'), 'utf8'));
    expect(originalLine(map.mappings, line, lines[line]!.indexOf('"hello "'))).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
