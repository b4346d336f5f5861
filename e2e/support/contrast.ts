import type { Locator } from '@playwright/test';

/**
 * Text contrast measured on the rendered page, for text over gradients and
 * tints where axe cannot decide (issue 40): the element is screenshotted with
 * its text made transparent, and its colour is compared with the lightest and
 * the darkest background pixel behind its lines of text. WCAG 1.4.3: 4.5:1,
 * 3:1 for large text (24 px, or 18.66 px bold).
 */
interface Contrast {
  ratio: number;
  required: number;
  text: string;
}

type Rgb = [number, number, number];
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const PROBE = 'data-contrast-probe';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `rgb(1, 2, 3)` / `rgba(1, 2, 3, 0.5)` (getComputedStyle's form) over a background pixel. */
function over(color: string, background: Rgb): Rgb {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`unexpected computed colour ${color}`);
  const alpha = parts[3] ?? 1;
  return background.map((value, index) =>
    Math.round(parts[index]! * alpha + value * (1 - alpha)),
  ) as Rgb;
}

/** The text's colour and size, and its line boxes relative to the element (CSS px). */
function textBoxes(element: Element, probe: string) {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(element);
  const rects = [...range.getClientRects()]
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => ({
      x: rect.x - box.x,
      y: rect.y - box.y,
      width: rect.width,
      height: rect.height,
    }));
  element.setAttribute(probe, '');
  return {
    color: style.color,
    fontSize: parseFloat(style.fontSize),
    bold: Number(style.fontWeight) >= 700,
    width: box.width,
    rects,
  };
}

/** The lightest and the darkest pixel of a PNG inside the rects (decoded by the browser). */
async function extremes({
  png,
  rects,
  cssWidth,
}: {
  png: string;
  rects: Rect[];
  cssWidth: number;
}) {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const scale = bitmap.width / cssWidth;
  const light = (i: number) => 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  let lightest = -1;
  let darkest = -1;
  for (const rect of rects) {
    const x0 = Math.max(0, Math.floor(rect.x * scale));
    const y0 = Math.max(0, Math.floor(rect.y * scale));
    const x1 = Math.min(bitmap.width, Math.ceil((rect.x + rect.width) * scale));
    const y1 = Math.min(bitmap.height, Math.ceil((rect.y + rect.height) * scale));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = (y * bitmap.width + x) * 4;
        if (lightest < 0 || light(i) > light(lightest)) lightest = i;
        if (darkest < 0 || light(i) < light(darkest)) darkest = i;
      }
  }
  const pixel = (i: number) => [data[i]!, data[i + 1]!, data[i + 2]!];
  return { lightest: pixel(lightest), darkest: pixel(darkest) };
}

/** The element's text against the worst background pixel behind it. */
export async function measureContrast(element: Locator): Promise<Contrast> {
  const boxes = await element.evaluate(textBoxes, PROBE);
  if (boxes.rects.length === 0) throw new Error('no text to measure');
  const page = element.page();
  // The text (and its descendants') made transparent: only the background is left.
  const hide = await page.addStyleTag({
    content: `[${PROBE}], [${PROBE}] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }`,
  });
  try {
    const png = await element.screenshot({ animations: 'disabled', caret: 'hide' });
    const { lightest, darkest } = await page.evaluate(extremes, {
      png: png.toString('base64'),
      rects: boxes.rects,
      cssWidth: boxes.width,
    });
    const worst = Math.min(
      ratio(over(boxes.color, lightest as Rgb), lightest as Rgb),
      ratio(over(boxes.color, darkest as Rgb), darkest as Rgb),
    );
    const large = boxes.fontSize >= 24 || (boxes.bold && boxes.fontSize >= 18.66);
    return {
      ratio: Math.round(worst * 100) / 100,
      required: large ? 3 : 4.5,
      text: (await element.innerText()).trim().slice(0, 60),
    };
  } finally {
    await hide.evaluate((style) => (style as Element).remove());
    await element.evaluate((node, probe) => node.removeAttribute(probe), PROBE);
  }
}
