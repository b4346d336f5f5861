const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text from the database as SVG text or attribute value: the five markup
 * characters as entities, and the control characters XML 1.0 forbids
 * dropped (one of them would make the whole image unreadable).
 */
// Control characters but tab, line feed and carriage return; and the two noncharacters XML forbids.
const NOT_IN_XML = /(?![\t\n\r])[\p{Cc}\ufffe\uffff]/gu;

export function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
