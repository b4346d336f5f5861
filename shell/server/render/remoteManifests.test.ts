import { remotePreloads, type RemoteManifest } from './remoteManifests';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['392.abcd1234.js', '__federation_expose_routes.1234abcd.js'],
          async: [
            'page-roadmap.aaaa1111.js',
            'page-feedback.bbbb2222.js',
            'lazy-dialog.cccc3333.js',
          ],
        },
      },
    },
  ],
};

describe('remote preload hints', () => {
  it('lists the entry and the exposed routes chunks next to the manifest', () => {
    expect(remotePreloads(manifest, '/releases/feedback/v2/mf-manifest.json')).toEqual([
      '/releases/feedback/v2/remoteEntry.js',
      '/releases/feedback/v2/392.abcd1234.js',
      '/releases/feedback/v2/__federation_expose_routes.1234abcd.js',
    ]);
  });

  it("adds the chunk of each rendered page named after its route, not the section's other pages", () => {
    expect(remotePreloads(manifest, '/remotes/feedback/mf-manifest.json', ['roadmap'])).toEqual([
      '/remotes/feedback/remoteEntry.js',
      '/remotes/feedback/392.abcd1234.js',
      '/remotes/feedback/__federation_expose_routes.1234abcd.js',
      '/remotes/feedback/page-roadmap.aaaa1111.js',
    ]);
  });

  it('keeps absolute (CDN) manifest URLs absolute and honours an entry path', () => {
    const nested = {
      ...manifest,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
    };
    expect(remotePreloads(nested, 'https://cdn.example.com/feedback/mf-manifest.json')[0]).toBe(
      'https://cdn.example.com/feedback/entry/remoteEntry.js',
    );
  });
});
