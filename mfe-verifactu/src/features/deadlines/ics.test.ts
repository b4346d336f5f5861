import { escapeText, foldLine, icsCalendar, type CalendarReminder } from './ics';

const reminder: CalendarReminder = {
  uid: 'verifactu-corporate-2027-01-01@example.com',
  date: '2027-01-01',
  summary: 'Verifactu-Pflicht beginnt: Unternehmen',
  description: 'Ab heute gilt Verifactu; prüfe deine Kasse, bitte.\nhttps://example.com/x',
  url: 'https://example.com/de_ES/hellocash/verifactu/ab-wann',
  createdAt: new Date('2026-11-22T07:41:05.123Z'),
  alarmDaysBefore: 30,
};

/** Unfolds continuation lines (RFC 5545 §3.1) to read properties back. */
function properties(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('.ics reminder', () => {
  const ics = icsCalendar(reminder);

  it('uses CRLF line endings only and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VCALENDAR with one all-day VEVENT', () => {
    const lines = properties(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//helloCASH//Verifactu reminder//EN');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:verifactu-corporate-2027-01-01@example.com');
    expect(lines).toContain('DTSTAMP:20261122T074105Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270101');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
    expect(lines).toContain('SUMMARY:Verifactu-Pflicht beginnt: Unternehmen');
    expect(lines).toContain(`URL:${reminder.url}`);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes text values', () => {
    expect(properties(ics)).toContain(
      'DESCRIPTION:Ab heute gilt Verifactu\\; prüfe deine Kasse\\, bitte.\\nhttps://example.com/x',
    );
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });

  it('reminds the given number of days before', () => {
    const lines = properties(ics);
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Verifactu-Pflicht beginnt: Unternehmen',
      'TRIGGER:-P30D',
      'END:VALARM',
    ]);
  });

  it('rolls the end date over month and year ends', () => {
    expect(properties(icsCalendar({ ...reminder, date: '2027-06-30' }))).toContain(
      'DTEND;VALUE=DATE:20270701',
    );
    expect(properties(icsCalendar({ ...reminder, date: '2027-12-31' }))).toContain(
      'DTEND;VALUE=DATE:20280101',
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Ñandú-Übergang '.repeat(12)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    for (const line of ics.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });
});
