/*
 * The part of PDFKit (0.20, its browser build: standard fonts as modules, no
 * file system; see rspack.config.mjs) the guide uses. @types/pdfkit describes
 * 0.17's Node entry, without registerStdFonts or pdfkit/output.
 */
declare module 'pdfkit' {
  export interface PDFDocumentOptions {
    size?: string;
    margins?: { top: number; bottom: number; left: number; right: number };
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7';
    bufferPages?: boolean;
    info?: {
      Title?: string;
      Author?: string;
      Subject?: string;
      Keywords?: string;
      CreationDate?: Date;
    };
  }

  export interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    lineBreak?: boolean;
  }

  export interface PDFOutline {
    addItem(title: string): PDFOutline;
  }

  export class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    x: number;
    y: number;
    outline: PDFOutline;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    heightOfString(text: string, options?: TextOptions): number;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    end(): void;
  }

  export function registerStdFonts(...fonts: StandardFontData[]): void;
  export interface StandardFontData {
    name: string;
  }
}

declare module 'pdfkit/output' {
  export function toBytes(doc: import('pdfkit').PDFDocument): Promise<Uint8Array<ArrayBuffer>>;
}

declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: import('pdfkit').StandardFontData;
  export default font;
}

declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: import('pdfkit').StandardFontData;
  export default font;
}
