import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { COVER_FONT_FAMILY } from './coverSvg';

/**
 * The covers' font, shipped with the API (DejaVu Sans Bold, Bitstream Vera
 * licence, see fonts/LICENSE): a server image has no system fonts, and a PNG
 * must look the same wherever it is drawn. The build copies fonts/ next to
 * the bundle, so the path is the same from the sources and from dist/.
 */
export const COVER_FONT_FILE = path.join(__dirname, 'fonts', 'DejaVuSans-Bold.ttf');

/**
 * An SVG as PNG, at its own size (social networks want a raster og:image).
 * resvg draws on libuv's thread pool, so a drawing never blocks other requests.
 */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: [COVER_FONT_FILE],
      defaultFontFamily: COVER_FONT_FAMILY,
      sansSerifFamily: COVER_FONT_FAMILY,
    },
    logLevel: 'off',
  });
  return image.asPng();
}
