import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import { DeadlinesPage } from './DeadlinesPage';

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('ab-wann page', () => {
  let blobs: Blob[];
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    blobs = [];
    clicked = [];
    // jsdom cannot navigate; record which link the page clicked instead.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:reminder';
    });
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the dates in force for companies and for the self-employed', () => {
    renderSection(<DeadlinesPage />);
    expect(screen.getByText('Stichtag: 1. Januar 2027')).toBeInTheDocument();
    expect(screen.getByText('Stichtag: 1. Juli 2027')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Selbstständige und alle anderen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Zurück zur Übersicht/ })).toHaveLength(1);
  });

  it('counts down live to midnight in Madrid', () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-31T22:59:58Z') });
    renderSection(<DeadlinesPage />);
    const [companies] = screen.getAllByRole('timer');
    expect(companies).toHaveTextContent('00Tage00Stunden00Minuten02Sekunden');
    act(() => jest.advanceTimersByTime(1000));
    expect(companies).toHaveTextContent('00Tage00Stunden00Minuten01Sekunden');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Die Pflicht gilt seit dem 1. Januar 2027.')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    // Only the date still ahead offers a reminder.
    expect(screen.getAllByRole('button', { name: 'Im Kalender erinnern' })).toHaveLength(1);
  });

  it('offers the deadline as an .ics calendar file and says so', async () => {
    const user = userEvent.setup();
    renderSection(<DeadlinesPage />, { country: 'ES', language: 'es' });
    const [corporate] = screen.getAllByRole('button', { name: /Recordármelo en el calendario/ });
    await user.click(corporate!);

    expect(blobs).toHaveLength(1);
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['verifactu-fecha-limite-2027-01-01.ics', 'blob:reminder'],
    ]);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await readText(blobs[0]!);
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:Empieza la obligación Verifactu: Empresas\r\n');
    expect(ics).toMatch(/UID:verifactu-corporate-2027-01-01@/);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se ha descargado el archivo de calendario «verifactu-fecha-limite-2027-01-01.ics».',
    );
  });
});
