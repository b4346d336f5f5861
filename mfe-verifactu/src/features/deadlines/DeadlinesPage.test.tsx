import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import { DeadlinesPage } from './DeadlinesPage';

describe('ab-wann page', () => {
  afterEach(() => {
    jest.useRealTimers();
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
    expect(screen.getAllByRole('link', { name: 'Im Kalender erinnern' })).toHaveLength(1);
  });

  it('offers the deadline as an .ics file in the link itself (no script needed) and says so', async () => {
    const user = userEvent.setup();
    renderSection(<DeadlinesPage />, { country: 'ES', language: 'es' });
    const [corporate] = screen.getAllByRole('link', { name: /Recordármelo en el calendario/ });
    expect(corporate).toHaveAttribute('download', 'verifactu-fecha-limite-2027-01-01.ics');
    const href = corporate!.getAttribute('href') ?? '';
    const prefix = 'data:text/calendar;charset=utf-8,';
    expect(href.startsWith(prefix)).toBe(true);
    const ics = decodeURIComponent(href.slice(prefix.length));
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:Empieza la obligación Verifactu: Empresas\r\n');
    expect(ics).toMatch(/UID:verifactu-corporate-2027-01-01@/);
    expect(ics).toMatch(/URL:http:\/\/localhost\/es_ES\/hellocash\/verifactu\/ab-wann\r\n/);

    // jsdom cannot download: the click is what the browser would do with the link.
    corporate!.addEventListener('click', (event) => event.preventDefault());
    await user.click(corporate!);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se ha descargado el archivo de calendario «verifactu-fecha-limite-2027-01-01.ics».',
    );
  });
});
