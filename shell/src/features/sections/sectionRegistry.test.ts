import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createSectionRegistry, SectionLoadError } from './sectionRegistry';
import type { RemotesConfig } from './remotesConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const declaration = { routes: [] };
const sectionModule = { section: declaration };

function registryWith(configs: RemotesConfig[], configMaxAgeMs = Infinity) {
  let reads = 0;
  const readConfig = jest.fn(
    async (): Promise<RemotesConfig> => configs[Math.min(reads++, configs.length - 1)]!,
  );
  const registry = createSectionRegistry({
    readConfig,
    entryUrl: (path) => `http://site${path}`,
    configMaxAgeMs,
    retryDelayMs: 0,
  });
  return { registry, readConfig };
}

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('section registry', () => {
  it('registers the remote from remotes.json and loads its declaration once', async () => {
    load.mockResolvedValue(sectionModule);
    const { registry } = registryWith([
      { feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] } },
    ]);
    await expect(registry.load('feedback')).resolves.toBe(declaration);
    await registry.load('feedback');
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://site/remotes/feedback/mf-manifest.json' }],
      { force: false },
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once with a fresh remotes.json, forcing the runtime to forget the failed entry', async () => {
    load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(sectionModule);
    const { registry, readConfig } = registryWith([
      { feedback: { manifest: '/remotes/old/mf-manifest.json', prefixes: ['feedback'] } },
      { feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] } },
    ]);
    await expect(registry.load('feedback')).resolves.toBe(declaration);
    expect(readConfig).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'feedback', entry: 'http://site/remotes/feedback/mf-manifest.json' }],
      { force: true },
    );
  });

  it('reports a remote that fails twice, and tries again on the next call', async () => {
    load.mockRejectedValue(new Error('offline'));
    const { registry } = registryWith([
      { feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] } },
    ]);
    await expect(registry.load('feedback')).rejects.toBeInstanceOf(SectionLoadError);
    expect(load).toHaveBeenCalledTimes(2);
    load.mockResolvedValue(sectionModule);
    await expect(registry.load('feedback')).resolves.toBe(declaration);
  });

  it('loads a released version when its entry changes', async () => {
    const v2 = { routes: [] };
    load.mockResolvedValueOnce(sectionModule).mockResolvedValueOnce({ section: v2 });
    const { registry } = registryWith(
      [
        { feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] } },
        {
          feedback: { manifest: '/releases/feedback/v2/mf-manifest.json', prefixes: ['feedback'] },
        },
      ],
      0,
    );
    await registry.load('feedback');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await expect(registry.load('feedback')).resolves.toBe(v2);
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'feedback', entry: 'http://site/releases/feedback/v2/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('rejects a module that is no section', async () => {
    load.mockResolvedValue({ nothing: true });
    const { registry } = registryWith([
      { feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] } },
    ]);
    await expect(registry.load('feedback')).rejects.toBeInstanceOf(SectionLoadError);
  });
});
