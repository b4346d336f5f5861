import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NEWS } from './fixtures/verifactu-next/src/news';
import { startShellServer } from './support/shellServer';

const repoRoot = path.resolve(__dirname, '..');

/**
 * A copy of the repository as a fresh clone after `npm start`'s build: the
 * tracked remotes.json, the scripts, the shell's build and the Verifactu
 * section's folder are its own; the other sections and the shared folders
 * are links to this repository's (built) ones. Inside the repository, so it
 * resolves the same packages. Nothing in this repository is touched.
 */
function repositoryCopy(): string {
  const root = path.join(repoRoot, 'test-results', `readme-steps-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  for (const file of [
    'package.json',
    'remotes.json',
    'scripts',
    'shell/package.json',
    'shell/dist',
    'mfe-verifactu',
  ])
    cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true });
  const linked = readdirSync(repoRoot).filter(
    (name) =>
      (name.startsWith('mfe-') && name !== 'mfe-verifactu') ||
      ['build', 'contracts', 'server-kit', 'shared-ui', 'api'].includes(name),
  );
  for (const name of linked) symlinkSync(path.join(repoRoot, name), path.join(root, name));
  // The shell's own packages where npm nested them (versions the root does not hold).
  const shellPackages = path.join(repoRoot, 'shell/node_modules');
  if (existsSync(shellPackages)) symlinkSync(shellPackages, path.join(root, 'shell/node_modules'));
  return root;
}

/** The environment `npm start` and `npm run release` get in a fresh terminal: none of the platform's variables. */
function withoutPlatformVariables(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['REMOTES_FILE', 'RELEASES_DIR', 'REMOTES_MAX_AGE_MS', 'REMOTES_ORIGIN'])
    delete env[name];
  return env;
}

test('the README’s “Adding a page”, word for word with no variable set: npm start’s shell serves the page npm run release publishes', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const root = repositoryCopy();
  // `npm start` (its build is this repository's): the shell as scripts/start.mjs starts it.
  const server = await startShellServer({}, root);
  const page = `${server.baseURL}/es_ES/${NEWS.path}`;
  try {
    expect((await request.get(page)).status()).toBe(404);

    // 1. The page module, 2. its declaration in src/section.ts (e2e/fixtures/verifactu-next).
    cpSync(path.join(__dirname, 'fixtures/verifactu-next'), path.join(root, 'mfe-verifactu'), {
      recursive: true,
    });
    // 3. `npm run release -- verifactu`.
    const output = execFileSync('npm', ['run', 'release', '--', 'verifactu'], {
      cwd: root,
      env: withoutPlatformVariables(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    expect(output).toMatch(
      /Switched verifactu: \/remotes\/verifactu\/mf-manifest\.json → \/releases\/verifactu\/[0-9a-f]{12}\/mf-manifest\.json/,
    );
    expect(output).toContain(path.join(root, '.releases', 'remotes.json'));

    // Live within the poll interval (REMOTES_MAX_AGE_MS, 5 s): no shell build, no restart.
    await expect
      .poll(async () => (await request.get(page)).status(), { timeout: 15_000 })
      .toBe(200);
    expect(await (await request.get(page)).text()).toContain(
      `<title>${NEWS.title} | helloMarketing</title>`,
    );
    // The tracked remotes.json is left as it was.
    const remotes = (dir: string) => readFileSync(path.join(dir, 'remotes.json'), 'utf8');
    expect(remotes(root)).toBe(remotes(repoRoot));
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
