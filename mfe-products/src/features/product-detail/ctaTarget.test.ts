import { ctaTarget } from './ctaTarget';

describe('call-to-action target', () => {
  it.each([
    [
      '/hellocash/hellopayment',
      { kind: 'site', path: '/hellocash/hellopayment', localized: false },
    ],
    ['/es_ES/feedback', { kind: 'site', path: '/es_ES/feedback', localized: true }],
    [
      'https://hellocash.de/registrieren',
      { kind: 'web', href: 'https://hellocash.de/registrieren' },
    ],
    ['mailto:hallo@example.com', { kind: 'app', href: 'mailto:hallo@example.com' }],
    ['#beratung', { kind: 'anchor', hash: '#beratung' }],
  ])('%s', (link, target) => {
    expect(ctaTarget(link)).toEqual(target);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'data:text/html,x',
    'kein link',
    '',
    '#"><script>',
  ])('gives no link for %s', (link) => {
    expect(ctaTarget(link)).toBeNull();
  });
});
