import type { ActiveTrackingPixel } from 'contracts';
import { escapeHtml } from 'server-kit';
import type { ConsentGrants } from '../../src/features/consent/consentCookie';
import {
  PIXEL_CATEGORY_ATTRIBUTE,
  PIXEL_ID_ATTRIBUTE,
} from '../../src/features/tracking/trackingPixels';

/** The pixels the visitor's consent grants, in their order. */
export const grantedPixels = (pixels: ActiveTrackingPixel[], grants: ConsentGrants) =>
  pixels.filter((pixel) => grants[pixel.category]);

/**
 * A script's text inside <script>: `</script` and `<!--` would end or derail
 * the element in HTML; escaped (`<\/`, `<\!`) they mean the same in JavaScript.
 */
export const inlineScriptText = (text: string) =>
  text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The granted pixels as the server renders them when the choice is known:
 * tagged like the browser injects them (id, category; the page's script then
 * finds them and injects nothing twice) and carrying the response's nonce.
 */
export function pixelScriptTags(
  pixels: ActiveTrackingPixel[],
  nonce: string,
): { head: string; body: string } {
  const tag = (pixel: ActiveTrackingPixel) =>
    `<script ${PIXEL_ID_ATTRIBUTE}="${escapeHtml(pixel.id)}" ${PIXEL_CATEGORY_ATTRIBUTE}="${pixel.category}" id="tracking-pixel-${escapeHtml(pixel.id)}" nonce="${escapeHtml(nonce)}">${inlineScriptText(pixel.scriptContent)}</script>`;
  const at = (position: ActiveTrackingPixel['position']) =>
    pixels
      .filter((pixel) => pixel.position === position)
      .map(tag)
      .join('\n');
  return { head: at('head'), body: at('body') };
}
