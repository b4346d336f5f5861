import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import { RegisterCheckPage } from './RegisterCheckPage';

const POINTS = [
  'Unveränderbarkeit',
  'Journal',
  'Export',
  'QR-Code auf dem Beleg',
  'Zertifizierung',
] as const;

async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  answers: Record<(typeof POINTS)[number], 'Ja' | 'Nein'>,
) {
  for (const point of POINTS) {
    const group = screen.getByRole('group', { name: new RegExp(`\\d\\. ${point}`) });
    await user.click(within(group).getByRole('radio', { name: answers[point] }));
  }
  await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
}

describe('reicht-meine-kasse page', () => {
  it('asks all five points with yes and no', () => {
    renderSection(<RegisterCheckPage />);
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getAllByRole('radio', { name: 'Ja' })).toHaveLength(5);
    expect(screen.getAllByRole('radio', { name: 'Nein' })).toHaveLength(5);
  });

  it('says the register is ready when all five are met, with the helloCASH CTA', async () => {
    const user = userEvent.setup();
    renderSection(<RegisterCheckPage />, { country: 'ES', language: 'de' });
    await answerAll(user, {
      Unveränderbarkeit: 'Ja',
      Journal: 'Ja',
      Export: 'Ja',
      'QR-Code auf dem Beleg': 'Ja',
      Zertifizierung: 'Ja',
    });
    expect(screen.getByRole('heading', { name: /Deine Kasse ist bereit/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'helloCASH entdecken' })).toHaveAttribute(
      'href',
      '/de_ES/hellocash',
    );
  });

  it('names exactly what is missing', async () => {
    const user = userEvent.setup();
    renderSection(<RegisterCheckPage />);
    await answerAll(user, {
      Unveränderbarkeit: 'Ja',
      Journal: 'Nein',
      Export: 'Ja',
      'QR-Code auf dem Beleg': 'Nein',
      Zertifizierung: 'Ja',
    });
    expect(screen.getByRole('heading', { name: /noch nicht bereit/ })).toBeInTheDocument();
    expect(screen.getByText('2 Punkte fehlen noch:')).toBeInTheDocument();
    const missing = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(missing).toEqual([
      expect.stringMatching(/^Journal:/),
      expect.stringMatching(/^QR-Code auf dem Beleg:/),
    ]);
    expect(screen.getByRole('link', { name: 'helloCASH entdecken' })).toBeInTheDocument();
  });

  it('names the unanswered points first', async () => {
    const user = userEvent.setup();
    renderSection(<RegisterCheckPage />);
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte beantworte noch: Unveränderbarkeit, Journal, Export, QR-Code auf dem Beleg und Zertifizierung',
    );
  });
});
