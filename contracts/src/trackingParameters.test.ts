import {
  isTrackingParameter,
  splitTrackingParameters,
  withTrackingParameters,
} from './trackingParameters';

describe('tracking parameters', () => {
  it('are the named click ids and every utm_*, nothing else', () => {
    for (const name of [
      'utm_source',
      'utm_whatever',
      'gclid',
      'fbclid',
      'msclkid',
      '_hsenc',
      'ref',
    ])
      expect(isTrackingParameter(name)).toBe(true);
    for (const name of ['q', 'sort', 'country', 'lang', 'preview', 'utm', 'reference'])
      expect(isTrackingParameter(name)).toBe(false);
  });

  it('leave the page URL, the other pairs in their order and encoding', () => {
    expect(
      splitTrackingParameters('/de_DE/feedback/board?sort=new&utm_source=nl&q=a%20b&gclid=X1#top'),
    ).toEqual({
      page: '/de_DE/feedback/board?sort=new&q=a%20b#top',
      tracking: ['utm_source=nl', 'gclid=X1'],
    });
    expect(splitTrackingParameters('/de_DE?fbclid=1&utm_medium=cpc')).toEqual({
      page: '/de_DE',
      tracking: ['fbclid=1', 'utm_medium=cpc'],
    });
    // Encoded names are tracking parameters too; a broken escape is just another parameter.
    expect(splitTrackingParameters('/de_DE?utm%5Fsource=x&%E0=1').page).toBe('/de_DE?%E0=1');
    expect(splitTrackingParameters('/de_DE?q=1&q=2').page).toBe('/de_DE?q=1&q=2');
  });

  it("are put back on a redirect within the site, never on another origin's", () => {
    expect(withTrackingParameters('/de_DE/ebook-1', ['utm_source=nl'])).toBe(
      '/de_DE/ebook-1?utm_source=nl',
    );
    expect(withTrackingParameters('/de_DE/x?a=1#f', ['gclid=2'])).toBe('/de_DE/x?a=1&gclid=2#f');
    expect(withTrackingParameters('https://slides.example/1', ['gclid=2'])).toBe(
      'https://slides.example/1',
    );
    expect(withTrackingParameters('//evil.example/', ['gclid=2'])).toBe('//evil.example/');
    expect(withTrackingParameters('/de_DE', [])).toBe('/de_DE');
  });
});
