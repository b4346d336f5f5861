import { grantedPixels, inlineScriptText, pixelScriptTags } from './pixelTags';

const pixels = [
  {
    id: 'a',
    position: 'head' as const,
    scriptContent: 'window.a = 1;',
    category: 'statistics' as const,
    origins: [],
  },
  {
    id: 'b',
    position: 'body' as const,
    scriptContent: 'window.b = "</script><!--";',
    category: 'marketing' as const,
    origins: ['https://b.example.com'],
  },
];

describe('pixels rendered by the server', () => {
  it('are only those of the granted categories', () => {
    expect(grantedPixels(pixels, { statistics: true, marketing: false }).map((p) => p.id)).toEqual([
      'a',
    ]);
    expect(grantedPixels(pixels, { statistics: false, marketing: false })).toEqual([]);
  });

  it('are tagged like injected ones and carry the nonce, in head or body', () => {
    const tags = pixelScriptTags(pixels, 'n0nce');
    expect(tags.head).toBe(
      '<script data-tracking-pixel-id="a" data-consent-category="statistics" id="tracking-pixel-a" nonce="n0nce">window.a = 1;</script>',
    );
    expect(tags.body).toContain('data-tracking-pixel-id="b"');
  });

  it('cannot end their element early', () => {
    expect(inlineScriptText('x = "</SCRIPT><!--"')).toBe('x = "<\\/SCRIPT><\\!--"');
    expect(pixelScriptTags(pixels, 'n').body.match(/<\/script>/g)).toHaveLength(1);
  });
});
