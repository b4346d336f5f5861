import { injectTrackingPixels, PIXEL_ID_ATTRIBUTE } from './trackingPixels';

describe('tracking pixels', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('injects each script where it belongs, tagged with its id, and removes them on cleanup', () => {
    const cleanup = injectTrackingPixels(
      [
        { id: 'a1', position: 'head', scriptContent: 'window.__pixelA = 1;' },
        { id: 'b2', position: 'body', scriptContent: 'window.__pixelB = 2;' },
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
    const pixel = { id: 'a1', position: 'head' as const, scriptContent: '' };
    injectTrackingPixels([pixel], document);
    const second = injectTrackingPixels([pixel], document);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    second();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
