import { parseRemotesConfig, RemotesConfigError } from './remotesConfig';

describe('remotes.json validation', () => {
  it('accepts names mapped to manifest URLs, relative or absolute', () => {
    const config = {
      feedback: '/remotes/feedback/mf-manifest.json',
      ebooks: 'https://cdn.example.com/ebooks/1.2.0/mf-manifest.json',
    };
    expect(parseRemotesConfig(config)).toEqual(config);
  });

  it.each([
    ['not an object', 'feedback'],
    ['an empty list', {}],
    ['a non-string URL', { feedback: 42 }],
    ['a relative URL without /', { feedback: 'remotes/feedback/mf-manifest.json' }],
    ['a URL that is no manifest', { feedback: '/remotes/feedback/remoteEntry.js' }],
    ['a bad remote name', { 'Feed back': '/remotes/feedback/mf-manifest.json' }],
  ])('rejects %s', (_case, value) => {
    expect(() => parseRemotesConfig(value)).toThrow(RemotesConfigError);
  });
});
