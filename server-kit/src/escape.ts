import escapeHtmlText from 'escape-html';

/**
 * Text as HTML text or attribute value (the escape-html package: `& < > " '`
 * as entities). The same five are all XML needs, so sitemaps and SVG use it
 * too, through escapeXml.
 */
export const escapeHtml = (text: string): string => escapeHtmlText(text);

// Control characters but tab, line feed and carriage return; and the two noncharacters XML forbids.
const NOT_IN_XML = /(?![\t\n\r])[\p{Cc}\ufffe\uffff]/gu;

/**
 * Text as XML text or attribute value (SVG, sitemaps): escaped as for HTML,
 * and the control characters XML 1.0 forbids dropped (one of them would make
 * the whole document unreadable, where HTML shows the rest).
 */
export const escapeXml = (text: string): string => escapeHtml(text.replace(NOT_IN_XML, ''));
