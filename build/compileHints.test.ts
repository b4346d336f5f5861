import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/** Decodes one base64 VLQ segment list (the source map's `mappings`). */
function decodeSegments(line: string): number[][] {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  return line
    .split(',')
    .filter(Boolean)
    .map((segment) => {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      return values;
    });
}

/** The original line (0-based) of generated position (line, column), both 0-based. */
function originalLine(mappings: string, line: number, column: number): number | undefined {
  let sourceLine = 0;
  let found: number | undefined;
  mappings.split(';').forEach((generated, index) => {
    let generatedColumn = 0;
    for (const segment of decodeSegments(generated)) {
      generatedColumn += segment[0]!;
      if (segment.length >= 4) sourceLine += segment[2]!;
      if (index === line && generatedColumn <= column && segment.length >= 4) found = sourceLine;
    }
  });
  return found;
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
