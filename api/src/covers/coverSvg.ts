import { escapeXml } from 'server-kit';
import {
  BRAND,
  EBOOK_COVER_SIZE,
  EBOOK_SOCIAL_IMAGE_SIZE,
  GRADIENT_STOPS,
  type GradientType,
} from 'contracts';
import { textWidth } from './textWidth';
import { wrapText } from './wrapText';

/** What a cover shows: the e-book's title, its category's name in the cover's language, its gradient. */
export interface CoverText {
  title: string;
  category: string;
  gradient: GradientType;
}

/** The font the PNGs are drawn in (fonts/); browsers without it fall back to fonts no wider. */
export const COVER_FONT_FAMILY = 'DejaVu Sans';
const FONT_STACK = `'${COVER_FONT_FAMILY}', Verdana, Arial, Helvetica, sans-serif`;
const LINE_HEIGHT = 1.18;

/** Tried from the largest: the first size whose lines all fit is the title's size. */
interface TitleSize {
  fontSize: number;
  maxLines: number;
}

/**
 * The title's lines at the largest size at which every word fits on a line
 * and every line on the cover; at the smallest, cut where it must.
 */
function fitTitle(title: string, maxWidth: number, sizes: readonly TitleSize[]) {
  for (const size of sizes) {
    const wrapped = wrapText(title, { ...size, maxWidth });
    if (!wrapped.truncated && !wrapped.wordsCut) return { ...size, lines: wrapped.lines };
  }
  const smallest = sizes[sizes.length - 1]!;
  return { ...smallest, lines: wrapText(title, { ...smallest, maxWidth }).lines };
}

/** Lines as one <text>, each line a <tspan> below the one before. */
function textLines(lines: string[], x: number, firstBaseline: number, fontSize: number): string {
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${Math.round(firstBaseline + index * fontSize * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-size="${fontSize}">${spans}</text>`;
}

function gradientDef(gradient: GradientType): string {
  const [from, to] = GRADIENT_STOPS[gradient];
  return `<linearGradient id="cover-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** The category as a pill; a name too long for the cover is cut with '…'. */
function categoryPill(category: string, x: number, y: number, maxWidth: number): string {
  const fontSize = 22;
  const padding = 20;
  const label = wrapText(category, { fontSize, maxWidth: maxWidth - 2 * padding, maxLines: 1 })
    .lines[0];
  if (!label) return '';
  const width = Math.ceil(textWidth(label, fontSize) + 2 * padding);
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="42" rx="21" fill="#ffffff" fill-opacity="0.22"/>` +
    `<text x="${x + padding}" y="${y + 29}" font-size="${fontSize}">${escapeXml(label)}</text>`
  );
}

const BOOK = EBOOK_COVER_SIZE;
const BOOK_MARGIN = 72;
const BOOK_TITLE_SIZES: readonly TitleSize[] = [
  { fontSize: 60, maxLines: 4 },
  { fontSize: 52, maxLines: 5 },
  { fontSize: 44, maxLines: 6 },
  { fontSize: 38, maxLines: 7 },
  { fontSize: 34, maxLines: 8 },
];

/** The book itself, 600×800: spine, category, title, brand. Drawn on its own and inside the link preview. */
function bookContent({ title, category }: CoverText): string {
  const textWidthAvailable = BOOK.width - BOOK_MARGIN - 56;
  const fitted = fitTitle(title, textWidthAvailable, BOOK_TITLE_SIZES);
  return [
    // Nothing drawn outside the book (its circles), also where it sits inside a larger image.
    `<clipPath id="book-edge"><rect width="${BOOK.width}" height="${BOOK.height}"/></clipPath>`,
    `<g clip-path="url(#book-edge)">`,
    `<rect width="${BOOK.width}" height="${BOOK.height}" fill="url(#cover-gradient)"/>`,
    // Light and shade, so the flat gradient reads as paper.
    `<circle cx="540" cy="90" r="210" fill="#ffffff" fill-opacity="0.10"/>`,
    `<circle cx="90" cy="790" r="250" fill="#000000" fill-opacity="0.08"/>`,
    // The spine: what makes a rectangle a book.
    `<rect width="34" height="${BOOK.height}" fill="#000000" fill-opacity="0.22"/>`,
    `<rect x="34" width="3" height="${BOOK.height}" fill="#ffffff" fill-opacity="0.3"/>`,
    `<g font-family="${FONT_STACK}" font-weight="700" fill="#ffffff">`,
    categoryPill(category, BOOK_MARGIN, 72, textWidthAvailable),
    textLines(fitted.lines, BOOK_MARGIN, 200 + fitted.fontSize, fitted.fontSize),
    `<rect x="${BOOK_MARGIN}" y="672" width="64" height="6" rx="3" fill="#ffffff"/>`,
    `<text x="${BOOK_MARGIN}" y="728" font-size="30">${escapeXml(BRAND.name)}</text>`,
    `</g></g>`,
  ].join('');
}

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

const labelOf = ({ title, category }: CoverText) => `${title} – ${category}`;

/** The e-book's cover as a book (portrait), for its card and its page. */
export function bookCoverSvg(cover: CoverText): string {
  return svgDocument(
    BOOK.width,
    BOOK.height,
    labelOf(cover),
    `<defs>${gradientDef(cover.gradient)}</defs>${bookContent(cover)}`,
  );
}

const SOCIAL = EBOOK_SOCIAL_IMAGE_SIZE;
const SOCIAL_TITLE_SIZES: readonly TitleSize[] = [
  { fontSize: 64, maxLines: 4 },
  { fontSize: 54, maxLines: 5 },
  { fontSize: 46, maxLines: 6 },
];
const BOOK_SCALE = 0.6;

/**
 * The link preview (1200×630, what social networks show for og:image): the
 * title large beside the book, on the book's gradient.
 */
export function socialImageSvg(cover: CoverText): string {
  const textWidthAvailable = 640;
  const fitted = fitTitle(cover.title, textWidthAvailable, SOCIAL_TITLE_SIZES);
  const bookX = SOCIAL.width - 72 - BOOK.width * BOOK_SCALE;
  const bookY = Math.round((SOCIAL.height - BOOK.height * BOOK_SCALE) / 2);
  return svgDocument(
    SOCIAL.width,
    SOCIAL.height,
    labelOf(cover),
    [
      `<defs>${gradientDef(cover.gradient)}`,
      `<filter id="book-shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000000" flood-opacity="0.35"/></filter></defs>`,
      `<rect width="${SOCIAL.width}" height="${SOCIAL.height}" fill="url(#cover-gradient)"/>`,
      `<rect width="${SOCIAL.width}" height="${SOCIAL.height}" fill="#000000" fill-opacity="0.18"/>`,
      `<g font-family="${FONT_STACK}" font-weight="700" fill="#ffffff">`,
      `<text x="72" y="104" font-size="32">${escapeXml(BRAND.name)}</text>`,
      categoryPill(cover.category, 72, 138, textWidthAvailable),
      textLines(fitted.lines, 72, 230 + fitted.fontSize * 0.8, fitted.fontSize),
      `</g>`,
      `<g transform="translate(${bookX} ${bookY}) scale(${BOOK_SCALE})" filter="url(#book-shadow)">${bookContent(cover)}</g>`,
    ].join(''),
  );
}
