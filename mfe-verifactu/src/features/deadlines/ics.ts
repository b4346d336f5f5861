/**
 * An RFC 5545 calendar file with one all-day event and an alarm: what the
 * reminder button offers for download. Lines end in CRLF and are folded at
 * 75 octets (UTF-8, never inside a character), text values are escaped.
 */
export interface CalendarReminder {
  /** Globally unique and stable: downloading again updates the same event. */
  uid: string;
  /** The all-day event's date, `YYYY-MM-DD`. */
  date: string;
  summary: string;
  description: string;
  url?: string;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
  /** Calendar apps remind this many days before the date. */
  alarmDaysBefore: number;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line: continuation lines start with one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** `20261122T074100Z` */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function icsCalendar(reminder: CalendarReminder): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//helloCASH//Verifactu reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reminder.uid}`,
    `DTSTAMP:${utcStamp(reminder.createdAt)}`,
    `DTSTART;VALUE=DATE:${compactDate(reminder.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(reminder.date))}`,
    `SUMMARY:${escapeText(reminder.summary)}`,
    `DESCRIPTION:${escapeText(reminder.description)}`,
    ...(reminder.url ? [`URL:${reminder.url}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(reminder.summary)}`,
    `TRIGGER:-P${reminder.alarmDaysBefore}D`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
