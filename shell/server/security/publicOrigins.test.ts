import { parsePublicOrigins, publicOrigins } from './publicOrigins';

describe('PUBLIC_ORIGIN', () => {
  const production = { production: true, port: 3000 };
  const local = { production: false, port: 3000 };

  it('is required in production: the server does not start without it', () => {
    for (const value of [undefined, '', ' , '])
      expect(() => parsePublicOrigins(value, production)).toThrow(/PUBLIC_ORIGIN is required/);
  });

  it("falls back to the server's own address elsewhere", () => {
    expect(parsePublicOrigins(undefined, local)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('takes bare http(s) origins, the canonical one first, without a trailing slash', () => {
    expect(
      parsePublicOrigins(' https://www.example.de/ , https://www.example.es:8443', production),
    ).toEqual(['https://www.example.de', 'https://www.example.es:8443']);
  });

  it.each([
    ['not a URL', 'www.example.de'],
    ['a path', 'https://www.example.de/de_DE'],
    ['a query', 'https://www.example.de?x=1'],
    ['another scheme', 'ftp://www.example.de'],
    ['credentials', 'https://user:pass@www.example.de'],
  ])('refuses %s at start, naming the value', (_, value) => {
    expect(() => parsePublicOrigins(value, production)).toThrow(value);
  });
});

describe('the origin a request is written with', () => {
  const origins = publicOrigins(['https://www.example.de', 'https://www.example.es']);

  it('is the configured one for its Host, else the canonical one (never the Host itself)', () => {
    expect(origins.forHost('www.example.es')).toBe('https://www.example.es');
    expect(origins.forHost('WWW.EXAMPLE.ES')).toBe('https://www.example.es');
    expect(origins.forHost('evil.example')).toBe('https://www.example.de');
    expect(origins.forHost('x"/><injected>')).toBe('https://www.example.de');
    expect(origins.forHost(undefined)).toBe('https://www.example.de');
    expect(origins.isKnownHost('evil.example')).toBe(false);
    expect(origins.isKnownHost('www.example.de')).toBe(true);
  });
});
