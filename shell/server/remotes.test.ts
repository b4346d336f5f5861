/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from './config';
import { createRemotesReader, readRemotesConfig } from './remotes';

const repository = {
  feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback', 'roadmap'] },
  verifactu: {
    manifest: '/remotes/verifactu/mf-manifest.json',
    prefixes: ['hellocash/verifactu'],
  },
};
const released = '/releases/verifactu/0123456789ab/mf-manifest.json';

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hello-remotes-'));
  const file = path.join(dir, 'remotes.json');
  const releases = path.join(dir, '.releases', 'remotes.json');
  writeFileSync(file, JSON.stringify(repository));
  // As `npm run release` does: the folder appears with the first release.
  const release = (value: unknown) => {
    mkdirSync(path.dirname(releases), { recursive: true });
    writeFileSync(releases, JSON.stringify(value));
  };
  return { dir, file, releases, release };
}

describe("the shell's remotes.json", () => {
  it('without REMOTES_FILE is the repository’s, with the release tool’s file (under RELEASES_DIR) over it', () => {
    const config = readConfig({ RELEASES_DIR: '/srv/releases' });
    expect(config.remotesFile.releases).toBe('/srv/releases/remotes.json');
    expect(path.basename(config.remotesFile.file)).toBe('remotes.json');
    expect(config.releasesDir).toBe('/srv/releases');
    // REMOTES_FILE alone, as a deployment writes it whole.
    expect(readConfig({ REMOTES_FILE: '/etc/remotes.json' }).remotesFile).toEqual({
      file: '/etc/remotes.json',
    });
  });

  it('is the repository’s before the first release', () => {
    const { file, releases } = folder();
    expect(readRemotesConfig({ file, releases })).toEqual(repository);
  });

  it('takes each released section’s manifest; the repository’s file keeps the sections and their prefixes', () => {
    const { file, releases, release } = folder();
    release({
      ...repository,
      verifactu: { manifest: released, prefixes: ['stale'] },
      removed: { manifest: '/releases/removed/1/mf-manifest.json', prefixes: ['removed'] },
    });
    expect(readRemotesConfig({ file, releases })).toEqual({
      ...repository,
      verifactu: { manifest: released, prefixes: ['hellocash/verifactu'] },
    });
  });

  it('refuses an invalid releases file and a missing REMOTES_FILE', () => {
    const { dir, file, releases, release } = folder();
    release({ verifactu: { manifest: 'nowhere', prefixes: ['hellocash/verifactu'] } });
    expect(() => readRemotesConfig({ file, releases })).toThrow('mf-manifest.json');
    expect(() => readRemotesConfig({ file: path.join(dir, 'missing.json') })).toThrow('ENOENT');
  });

  it('picks up a first release made while the server runs, without a restart', async () => {
    const { file, releases, release } = folder();
    const remotes = createRemotesReader({ file, releases }, 20);
    expect(remotes().verifactu?.manifest).toBe(repository.verifactu.manifest);
    release({ ...repository, verifactu: { ...repository.verifactu, manifest: released } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(remotes().verifactu?.manifest).toBe(released);
  });
});
