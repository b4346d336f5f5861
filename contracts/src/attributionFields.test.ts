import {
  cleanHost,
  cleanText,
  decodeAttribution,
  encodeAttribution,
  nextTouches,
  touchFromLanding,
} from './attributionFields';

const landing = (url: string, referrer?: string) =>
  touchFromLanding(new URL(url, 'https://www.hello-site.example'), referrer, [
    'www.hello-site.example',
  ]);

describe('touchFromLanding', () => {
  it('takes utm_* (source, medium, campaign lower-case), the landing path and another site’s host', () => {
    expect(
      landing(
        '/de_DE/hellocash?utm_source=Google&utm_medium=CPC&utm_campaign=Kassen%20Herbst&utm_term=Kasse%20Caf%C3%A9&gclid=1',
        'https://www.google.de/search?q=geheim',
      ),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'kassen herbst',
      term: 'Kasse Café',
      referrerHost: 'google.de',
      landingPath: '/de_DE/hellocash',
    });
  });

  it('is nothing for a direct visit, an in-site link or a return from a payment provider', () => {
    expect(landing('/de_DE/hellocash')).toBeUndefined();
    expect(landing('/de_DE/hellocash', 'https://www.hello-site.example/de_DE')).toBeUndefined();
    expect(landing('/de_DE/hellocash/mollie', 'https://checkout.mollie.com/pay/x')).toBeUndefined();
  });
});

describe('cleaning', () => {
  it('keeps visible text only, no markup, bounded', () => {
    expect(cleanText('<b>a\u0000\u200b b</b>\n', 100)).toBe('ba b/b');
    expect(cleanText('x'.repeat(500), 100)).toHaveLength(100);
    expect(cleanText(42, 100)).toBe('');
  });

  it('keeps a host only', () => {
    expect(cleanHost('https://user:pw@News.Example.com:8080/a?b')).toBe('news.example.com');
    expect(cleanHost('javascript:alert(1)')).toBe('');
    expect(cleanHost('<script>')).toBe('');
  });
});

describe('nextTouches', () => {
  const newsletter = { source: 'newsletter', medium: 'email', campaign: 'herbst' };
  const ads = { source: 'google', medium: 'cpc', campaign: 'kassen' };
  const referral = { referrerHost: 'blog.example' };

  it('sets the first touch once and keeps it', () => {
    const first = nextTouches({}, newsletter);
    expect(first).toEqual({ firstTouch: newsletter, lastTouch: newsletter });
    expect(nextTouches(first, ads)).toEqual({ firstTouch: newsletter, lastTouch: ads });
  });

  it('a round trip (no touch) changes nothing; a referral does not replace a campaign', () => {
    const touches = { firstTouch: newsletter, lastTouch: ads };
    expect(nextTouches(touches, undefined)).toBe(touches);
    expect(nextTouches(touches, referral)).toEqual(touches);
    expect(
      nextTouches({ firstTouch: referral, lastTouch: referral }, { referrerHost: 'other.example' }),
    ).toEqual({ firstTouch: referral, lastTouch: { referrerHost: 'other.example' } });
  });
});

describe('encode/decode', () => {
  it('round-trips and cleans what it reads', () => {
    const touches = {
      firstTouch: { source: 'a&b=c', landingPath: '/de_DE' },
      lastTouch: { campaign: 'x y' },
    };
    expect(decodeAttribution(encodeAttribution(touches))).toEqual(touches);
    expect(decodeAttribution('l.campaign=%3Cscript%3E&l.referrerHost=javascript%3Ax')).toEqual({
      lastTouch: { campaign: 'script' },
    });
    expect(decodeAttribution(undefined)).toEqual({});
  });
});
