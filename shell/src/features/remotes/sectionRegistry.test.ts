import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createSectionRegistry, SectionLoadError } from './sectionRegistry';
import type { RemotesConfig } from './remotesConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const routesModule = { routes: { feedback: { Component: () => null } } };

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
  it('registers the remote from remotes.json and loads its routes once', async () => {
    load.mockResolvedValue(routesModule);
    const { registry } = registryWith([{ feedback: '/remotes/feedback/mf-manifest.json' }]);
    await expect(registry.load('feedback')).resolves.toBe(routesModule);
    await registry.load('feedback');
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://site/remotes/feedback/mf-manifest.json' }],
      { force: false },
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.loaded('feedback')).toBe(routesModule);
  });

  it('retries once with a fresh remotes.json, forcing the runtime to forget the failed entry', async () => {
    load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(routesModule);
    const { registry, readConfig } = registryWith([
      { feedback: '/remotes/old/mf-manifest.json' },
      { feedback: '/remotes/feedback/mf-manifest.json' },
    ]);
    await expect(registry.load('feedback')).resolves.toBe(routesModule);
    expect(readConfig).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'feedback', entry: 'http://site/remotes/feedback/mf-manifest.json' }],
      { force: true },
    );
  });

  it('reports a remote that fails twice, and tries again on the next call', async () => {
    load.mockRejectedValue(new Error('offline'));
    const { registry } = registryWith([{ feedback: '/remotes/feedback/mf-manifest.json' }]);
    await expect(registry.load('feedback')).rejects.toBeInstanceOf(SectionLoadError);
    expect(load).toHaveBeenCalledTimes(2);
    load.mockResolvedValue(routesModule);
    await expect(registry.load('feedback')).resolves.toBe(routesModule);
  });

  it('loads a released version when its entry changes', async () => {
    const v2 = { routes: {} };
    load.mockResolvedValueOnce(routesModule).mockResolvedValueOnce(v2);
    const { registry } = registryWith(
      [
        { feedback: '/remotes/feedback/mf-manifest.json' },
        { feedback: '/releases/feedback/v2/mf-manifest.json' },
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
    const { registry } = registryWith([{ feedback: '/remotes/feedback/mf-manifest.json' }]);
    await expect(registry.load('feedback')).rejects.toBeInstanceOf(SectionLoadError);
  });
});
