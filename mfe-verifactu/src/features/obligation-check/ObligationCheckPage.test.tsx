import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import { ObligationCheckPage } from './ObligationCheckPage';

async function answer(user: ReturnType<typeof userEvent.setup>, question: RegExp, value: string) {
  const group = screen.getByRole('group', { name: question });
  await user.click(within(group).getByRole('radio', { name: value }));
}

describe('muss-ich page', () => {
  it('has a way back to the hub', () => {
    renderSection(<ObligationCheckPage />, { country: 'ES', language: 'de' });
    expect(screen.getByRole('link', { name: /Zurück zur Übersicht/ })).toHaveAttribute(
      'href',
      '/de_ES/hellocash/verifactu',
    );
  });

  it('names the open questions instead of guessing', async () => {
    const user = userEvent.setup();
    renderSection(<ObligationCheckPage />);
    await answer(user, /^1\. /, 'Ja');
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte beantworte noch: Kasse oder Software und SII, Baskenland oder Navarra',
    );
  });

  it('answers yes with the dates in force, and follows a changed answer', async () => {
    const user = userEvent.setup();
    renderSection(<ObligationCheckPage />);
    await answer(user, /^1\. /, 'Ja');
    await answer(user, /^2\. /, 'Ja');
    await answer(user, /^3\. /, 'Nein');
    await user.click(screen.getByRole('button', { name: 'Ergebnis anzeigen' }));

    expect(
      screen.getByRole('heading', { name: /Ja, Verifactu gilt für dich/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ab 1\. Januar 2027 .* ab 1\. Juli 2027/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zur Checkliste/ })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/verifactu/reicht-meine-kasse',
    );

    await answer(user, /^3\. /, 'Ja');
    expect(
      screen.getByRole('heading', { name: /Nein, Verifactu gilt für dich nicht/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/gelten für dich eigene Regeln/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Neu starten' }));
    expect(screen.queryByRole('heading', { name: /Verifactu gilt/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it('renders the answers and result a URL carries (the GET form without JavaScript)', () => {
    renderSection(<ObligationCheckPage />, {
      route:
        '/de_DE/hellocash/verifactu/muss-ich?taxedInSpain=yes&usesSoftware=no&exemptRegime=no&result=',
    });
    expect(
      screen.getByRole('heading', { name: /Nein, Verifactu gilt für dich nicht/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(3);
    const form = screen.getByRole('button', { name: 'Ergebnis anzeigen' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toBe('/de_DE/hellocash/verifactu/muss-ich#check-result');
    expect(screen.getByRole('link', { name: 'Neu starten' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/verifactu/muss-ich',
    );
  });

  it('speaks Spanish to a Spanish visitor', async () => {
    const user = userEvent.setup();
    renderSection(<ObligationCheckPage />, { country: 'ES' });
    await answer(user, /^1\. /, 'No');
    await answer(user, /^2\. /, 'Sí');
    await answer(user, /^3\. /, 'No');
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByRole('heading', { name: /No, Verifactu no te afecta/ })).toBeInTheDocument();
    expect(screen.getByText(/solo se aplica a empresas y autónomos/)).toBeInTheDocument();
  });
});
