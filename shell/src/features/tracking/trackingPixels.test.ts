import { injectTrackingPixels, pageNonce, PIXEL_ID_ATTRIBUTE } from './trackingPixels';

describe('tracking pixels', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('injects each script where it belongs, tagged with its id, and removes them on cleanup', () => {
    const cleanup = injectTrackingPixels(
      [
        {
          id: 'a1',
          position: 'head',
          scriptContent: 'window.__pixelA = 1;',
          category: 'statistics',
          origins: [],
        },
        {
          id: 'b2',
          position: 'body',
          scriptContent: 'window.__pixelB = 2;',
          category: 'marketing',
          origins: [],
        },
      ],
      document,
    );
    const head = document.head.querySelector(`script[${PIXEL_ID_ATTRIBUTE}="a1"]`);
    const body = document.body.querySelector(`script[${PIXEL_ID_ATTRIBUTE}="b2"]`);
    expect(head?.textContent).toBe('window.__pixelA = 1;');
    expect(body?.id).toBe('tracking-pixel-b2');
    cleanup();
    expect(document.querySelectorAll(`script[${PIXEL_ID_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('does not inject a pixel twice', () => {
    const pixel = {
      id: 'a1',
      position: 'head' as const,
      scriptContent: '',
      category: 'marketing' as const,
      origins: [],
    };
    injectTrackingPixels([pixel], document);
    const second = injectTrackingPixels([pixel], document);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    second();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('tracking pixels under the Content-Security-Policy', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("carry the page's nonce, read from the server's own scripts", () => {
    const own = document.createElement('script');
    own.setAttribute('nonce', 'n0nce');
    document.head.appendChild(own);
    expect(pageNonce(document)).toBe('n0nce');
    injectTrackingPixels(
      [{ id: 'a1', position: 'head', scriptContent: '', category: 'marketing', origins: [] }],
      document,
    );
    const pixel = document.querySelector<HTMLScriptElement>(`script[${PIXEL_ID_ATTRIBUTE}="a1"]`);
    expect(pixel?.nonce).toBe('n0nce');
  });

  it('are injected without a nonce on a page that has none', () => {
    injectTrackingPixels(
      [{ id: 'a1', position: 'head', scriptContent: '', category: 'marketing', origins: [] }],
      document,
    );
    expect(pageNonce(document)).toBeUndefined();
    expect(document.querySelector('script')?.hasAttribute('nonce')).toBe(false);
  });
});
