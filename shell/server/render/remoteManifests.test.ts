import { remotePreloads, type RemoteManifest } from './remoteManifests';

const manifest: RemoteManifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    // As the build writes it: each module the section loads on demand → its chunk.
    lazyModules: {
      'src/features/roadmap/RoadmapPage': ['121.aaaa1111.js'],
      'src/features/feedback/FeedbackPage': ['342.bbbb2222.js'],
    },
  },
  exposes: [
    {
      path: './section',
      assets: {
        js: {
          sync: ['392.abcd1234.js', '__federation_expose_section.1234abcd.js'],
          async: ['121.aaaa1111.js', '342.bbbb2222.js', '77.cccc3333.js'],
        },
      },
    },
  ],
};

describe('remote preload hints', () => {
  it("lists the entry and the declaration's chunks next to the manifest", () => {
    expect(remotePreloads(manifest, '/releases/feedback/v2/mf-manifest.json')).toEqual([
      '/releases/feedback/v2/remoteEntry.js',
      '/releases/feedback/v2/392.abcd1234.js',
      '/releases/feedback/v2/__federation_expose_section.1234abcd.js',
    ]);
  });

  it("adds the chunk of each rendered page's module, not the section's other pages", () => {
    expect(
      remotePreloads(manifest, '/remotes/feedback/mf-manifest.json', [
        'src/features/roadmap/RoadmapPage',
      ]),
    ).toEqual([
      '/remotes/feedback/remoteEntry.js',
      '/remotes/feedback/392.abcd1234.js',
      '/remotes/feedback/__federation_expose_section.1234abcd.js',
      '/remotes/feedback/121.aaaa1111.js',
    ]);
  });

  it('reads the page chunks of a section built before they were called lazyModules', () => {
    const older: RemoteManifest = {
      ...manifest,
      metaData: {
        remoteEntry: manifest.metaData.remoteEntry,
        pages: { './features/roadmap/RoadmapPage': ['121.aaaa1111.js'] },
      },
    };
    expect(
      remotePreloads(older, '/remotes/feedback/mf-manifest.json', [
        './features/roadmap/RoadmapPage',
      ]),
    ).toContain('/remotes/feedback/121.aaaa1111.js');
  });

  it('keeps absolute (CDN) manifest URLs absolute and honours an entry path', () => {
    const nested = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
    };
    expect(remotePreloads(nested, 'https://cdn.example.com/feedback/mf-manifest.json')[0]).toBe(
      'https://cdn.example.com/feedback/entry/remoteEntry.js',
    );
  });
});
