import { PDFDocument, registerStdFonts } from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { toBytes } from 'pdfkit/output';
import type { GuideBlock, GuideDocument } from './guideDocument';

/*
 * Lays the guide out as an A4 PDF with PDFKit: a header band, one chapter
 * after another (each a bookmark), blocks kept whole across page breaks, and
 * "page n of m" in every footer. The standard fonts need no files: the
 * document stays small and the module runs wherever the section runs.
 */
registerStdFonts(Helvetica, HelveticaBold);

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const COLORS = { brand: '#047857', text: '#111827', muted: '#4b5563', onBrand: '#ffffff' };
const MARGIN = 56;
const HEADER_HEIGHT = 150;

/**
 * The standard fonts write WinAnsi: the spaces Intl puts into French numbers
 * (narrow and thin no-break spaces) become the no-break space WinAnsi has.
 */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009\u2007]/g, '\u00a0');

type Doc = PDFDocument;

function write(doc: Doc, text: string, font: string, size: number, color: string) {
  doc.font(font).fontSize(size).fillColor(color).text(winAnsi(text), { lineGap: 2 });
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when a block of `height` would not fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heightOf(doc: Doc, text: string, font: string, size: number, width = contentWidth(doc)) {
  return doc.font(font).fontSize(size).heightOfString(winAnsi(text), { width, lineGap: 2 });
}

function header(doc: Doc, guide: GuideDocument) {
  doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(COLORS.brand);
  doc
    .font(BOLD)
    .fontSize(28)
    .fillColor(COLORS.onBrand)
    .text(winAnsi(guide.title), MARGIN, 44, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  write(doc, guide.subtitle, REGULAR, 12, COLORS.onBrand);
  doc.y = HEADER_HEIGHT + 28;
  doc.x = MARGIN;
  write(doc, guide.intro, REGULAR, 11.5, COLORS.text);
}

function block(doc: Doc, item: GuideBlock) {
  const left = doc.page.margins.left;
  switch (item.kind) {
    case 'fact':
      keepTogether(
        doc,
        heightOf(doc, item.label, BOLD, 11) +
          heightOf(doc, item.value, BOLD, 13) +
          heightOf(doc, item.text, REGULAR, 10.5),
      );
      write(doc, item.label, BOLD, 11, COLORS.text);
      write(doc, item.value, BOLD, 13, COLORS.brand);
      write(doc, item.text, REGULAR, 10.5, COLORS.text);
      doc.moveDown(0.7);
      return;
    case 'answers':
      item.items.forEach(({ question, hint, answer }, index) => {
        const line = `${index + 1}. ${question} – ${answer}`;
        keepTogether(doc, heightOf(doc, line, BOLD, 11) + heightOf(doc, hint, REGULAR, 9.5));
        write(doc, line, BOLD, 11, COLORS.text);
        write(doc, hint, REGULAR, 9.5, COLORS.muted);
        doc.moveDown(0.5);
      });
      return;
    case 'checklist':
      for (const { title, question } of item.items) {
        const indent = 20;
        const width = contentWidth(doc) - indent;
        keepTogether(
          doc,
          heightOf(doc, title, BOLD, 11, width) + heightOf(doc, question, REGULAR, 10.5, width),
        );
        // An empty box to tick on paper.
        doc
          .lineWidth(1)
          .strokeColor(COLORS.brand)
          .rect(left, doc.y + 1, 11, 11)
          .stroke();
        doc
          .font(BOLD)
          .fontSize(11)
          .fillColor(COLORS.text)
          .text(winAnsi(title), left + indent, doc.y, { width, lineGap: 2 });
        doc
          .font(REGULAR)
          .fontSize(10.5)
          .text(winAnsi(question), left + indent, doc.y, { width, lineGap: 2 });
        doc.x = left;
        doc.moveDown(0.6);
      }
      return;
    case 'steps':
      item.items.forEach(({ title, text }, index) => {
        const heading = `${index + 1}. ${title}`;
        keepTogether(doc, heightOf(doc, heading, BOLD, 11) + heightOf(doc, text, REGULAR, 10.5));
        write(doc, heading, BOLD, 11, COLORS.text);
        write(doc, text, REGULAR, 10.5, COLORS.text);
        doc.moveDown(0.5);
      });
      return;
    case 'qa':
      keepTogether(
        doc,
        heightOf(doc, item.question, BOLD, 11) + heightOf(doc, item.answer, REGULAR, 10.5),
      );
      write(doc, item.question, BOLD, 11, COLORS.text);
      write(doc, item.answer, REGULAR, 10.5, COLORS.text);
      doc.moveDown(0.7);
      return;
    case 'note':
      keepTogether(doc, heightOf(doc, item.text, REGULAR, 10));
      write(doc, item.text, REGULAR, 10, COLORS.muted);
      doc.moveDown(0.7);
      return;
  }
}

function footers(doc: Doc, template: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing into the bottom margin would open a new page: lift it for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(
        winAnsi(template.replace('{page}', String(index + 1)).replace('{pages}', String(count))),
        MARGIN,
        doc.page.height - bottom / 2 - 4,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The guide as the bytes of a PDF file (tagged with its language, titled, with bookmarks). */
export function guidePdf(guide: GuideDocument): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    lang: guide.language,
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: winAnsi(guide.title),
      Author: guide.author,
      Subject: winAnsi(guide.subtitle),
      Keywords: winAnsi(guide.keywords),
    },
  });
  const bytes = toBytes(doc);
  header(doc, guide);
  for (const chapter of guide.chapters) {
    doc.moveDown(1);
    const leadHeight = chapter.lead ? heightOf(doc, chapter.lead, REGULAR, 10.5) : 0;
    // A heading never ends a page: it starts one with the text it heads.
    keepTogether(doc, heightOf(doc, chapter.heading, BOLD, 16) + leadHeight + 60);
    doc.outline.addItem(winAnsi(chapter.heading));
    write(doc, chapter.heading, BOLD, 16, COLORS.brand);
    doc.moveDown(0.3);
    if (chapter.lead) {
      write(doc, chapter.lead, REGULAR, 10.5, COLORS.muted);
      doc.moveDown(0.6);
    }
    for (const item of chapter.blocks) block(doc, item);
  }
  doc.moveDown(1);
  write(doc, guide.disclaimer, REGULAR, 9, COLORS.muted);
  footers(doc, guide.footer);
  doc.end();
  return bytes;
}
