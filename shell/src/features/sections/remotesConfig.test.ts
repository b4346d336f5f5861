import { parseRemotesConfig, RemotesConfigError } from './remotesConfig';

const feedback = { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] };

describe('remotes.json validation', () => {
  it('accepts sections with manifest URLs (relative or absolute) and their path prefixes', () => {
    const config = {
      feedback,
      verifactu: {
        manifest: 'https://cdn.example.com/verifactu/1.2.0/mf-manifest.json',
        prefixes: ['hellocash/verifactu'],
      },
    };
    expect(parseRemotesConfig(config)).toEqual(config);
  });

  it.each([
    ['not an object', 'feedback'],
    ['an empty list', {}],
    ['a bare manifest URL (no prefixes)', { feedback: '/remotes/feedback/mf-manifest.json' }],
    ['a non-string URL', { feedback: { ...feedback, manifest: 42 } }],
    [
      'a relative URL without /',
      { feedback: { ...feedback, manifest: 'remotes/f/mf-manifest.json' } },
    ],
    [
      'a URL that is no manifest',
      { feedback: { ...feedback, manifest: '/remotes/f/remoteEntry.js' } },
    ],
    ['a bad remote name', { 'Feed back': feedback }],
    ['no prefix', { feedback: { ...feedback, prefixes: [] } }],
    ['a prefix with a slash in front', { feedback: { ...feedback, prefixes: ['/feedback'] } }],
    ['a prefix with a parameter', { feedback: { ...feedback, prefixes: ['feedback/:id'] } }],
    [
      'one prefix granted to two sections',
      {
        feedback,
        roadmap: { manifest: '/remotes/roadmap/mf-manifest.json', prefixes: ['feedback'] },
      },
    ],
  ])('rejects %s', (_case, value) => {
    expect(() => parseRemotesConfig(value)).toThrow(RemotesConfigError);
  });
});
