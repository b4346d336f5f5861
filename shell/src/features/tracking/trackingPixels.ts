import type { ActiveTrackingPixel } from 'contracts';

/** The attribute every injected pixel script carries: its id (SPEC §7). */
export const PIXEL_ID_ATTRIBUTE = 'data-tracking-pixel-id';
/** Its consent category: a withdrawal finds the scripts it must take away. */
export const PIXEL_CATEGORY_ATTRIBUTE = 'data-consent-category';

/**
 * The CSP nonce the server gave this page's scripts. Browsers hide it from
 * the attribute once parsed (so CSS cannot read it) but keep the property.
 */
export function pageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Injects the provider's tracking scripts into head or body, each tagged with
 * its id and the page's nonce (the CSP runs no inline script without it; what
 * a pixel loads in turn is allowed by 'strict-dynamic'); returns the cleanup
 * that removes exactly these scripts again. A pixel already present (a second
 * mount) is not injected twice.
 */
export function injectTrackingPixels(
  pixels: ActiveTrackingPixel[],
  doc: Document,
  nonce: string | undefined = pageNonce(doc),
): () => void {
  const added: HTMLScriptElement[] = [];
  for (const pixel of pixels) {
    const selector = `script[${PIXEL_ID_ATTRIBUTE}="${CSS.escape(pixel.id)}"]`;
    if (doc.querySelector(selector)) continue;
    const script = doc.createElement('script');
    script.setAttribute(PIXEL_ID_ATTRIBUTE, pixel.id);
    script.setAttribute(PIXEL_CATEGORY_ATTRIBUTE, pixel.category);
    script.id = `tracking-pixel-${pixel.id}`;
    if (nonce) script.nonce = nonce;
    script.textContent = pixel.scriptContent;
    (pixel.position === 'body' ? doc.body : doc.head).appendChild(script);
    added.push(script);
  }
  return () => {
    for (const script of added) script.remove();
  };
}
